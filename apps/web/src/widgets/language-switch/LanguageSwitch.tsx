import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

const loadLanguageMenu = () => import('./LanguageMenu');
// antd's Dropdown (menu, overflow, trigger) is heavy for the mall home's first load: it loads on first use.
const LanguageMenu = lazy(loadLanguageMenu);

interface LanguageSwitchProps {
  /** Colour of the trigger on dark backgrounds. */
  color?: string;
}

/**
 * English / 简体中文 switch: stores the choice, shows a loading message for 1 s,
 * then reloads. The dropdown's code loads when the pointer or focus reaches the trigger.
 */
export function LanguageSwitch({ color }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [menuWanted, setMenuWanted] = useState(false);
  const language = currentLanguage();
  const trigger = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      // The accessible name starts with the visible language name, then says what the button does.
      aria-label={t('language.switchFrom', { language: t(`language.${language}`) })}
      aria-haspopup="menu"
      title={t('language.switch')}
      data-testid="lang-switch"
      style={color ? { color } : undefined}
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
      onClick={() => setMenuWanted(true)}
    >
      {t(`language.${language}`)}
    </Button>
  );
  if (!menuWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu trigger={trigger} />
    </Suspense>
  );
}
