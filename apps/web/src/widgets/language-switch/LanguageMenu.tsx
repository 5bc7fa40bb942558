import type { Locale } from '@mall/shared';
import { Dropdown, type MenuProps } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { switchLanguage } from '../../lib/switch-language';

/** The English / 简体中文 dropdown around the switch's trigger; it mounts open (the first click opened it). */
export default function LanguageMenu({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const items: MenuProps['items'] = [
    { key: 'zh', label: <span data-testid="lang-zh">{t('language.zh')}</span> },
    { key: 'en', label: <span data-testid="lang-en">{t('language.en')}</span> },
  ];
  return (
    <Dropdown
      autoFocus
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [currentLanguage()],
        onClick: ({ key }) => {
          setOpen(false);
          void switchLanguage(key as Locale);
        },
      }}
    >
      {trigger}
    </Dropdown>
  );
}
