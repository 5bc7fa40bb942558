import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEARS } from '../../lib/brand';

/** © 2025-2034 and the site name (admin-shell.md §9 Footer year range). */
export function CopyrightFooter() {
  const { t } = useTranslation();
  return (
    <Typography.Text
      type="secondary"
      style={{ display: 'block', padding: '16px 0', textAlign: 'center', fontSize: 13 }}
    >
      {t('footer.copyright', { years: COPYRIGHT_YEARS, name: t('app.name') })}
    </Typography.Text>
  );
}
