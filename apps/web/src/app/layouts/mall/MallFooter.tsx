import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEARS } from '../../../lib/brand';
import styles from './MallLayout.module.css';

/** Mall footer (mall.md §2): Conditions of use, Privacy statement, © 2025-2034. */
export function MallFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <ul className={styles.footerLinks}>
        <li>{t('footer.conditions')}</li>
        <li>{t('footer.privacy')}</li>
      </ul>
      <div className={styles.copyright}>
        {t('footer.copyright', { years: COPYRIGHT_YEARS, name: t('app.name') })}
      </div>
    </footer>
  );
}
