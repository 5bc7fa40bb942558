import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../lib/app-paths';
import { copyrightYears } from '../../lib/brand';

/** The page's footer landmark: the legal pages (readable before signing in) and © 2025 to the current year with the site name. */
export function CopyrightFooter() {
  const { t } = useTranslation();
  return (
    <footer style={{ padding: '16px 0', textAlign: 'center', fontSize: 13 }}>
      <nav aria-label={t('footer.legal')}>
        <Flex justify="center" gap="large">
          <Link to={AppPath.terms}>{t('footer.conditions')}</Link>
          <Link to={AppPath.privacy}>{t('footer.privacy')}</Link>
        </Flex>
      </nav>
      <p style={{ margin: '4px 0 0', color: 'rgba(0, 0, 0, 0.65)' }}>
        {t('footer.copyright', { years: copyrightYears(), name: t('app.name') })}
      </p>
    </footer>
  );
}
