import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { copyrightYears } from '../../../lib/brand';
import styles from './MallLayout.module.css';

/** Mall footer: the conditions of use and the privacy statement (readable by anyone), © 2025 to the current year. */
export function MallFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.legal')}>
        <ul className={styles.footerLinks}>
          <li>
            <Link to={AppPath.terms} className={styles.footerLink}>
              {t('footer.conditions')}
            </Link>
          </li>
          <li>
            <Link to={AppPath.privacy} className={styles.footerLink}>
              {t('footer.privacy')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className={styles.copyright}>
        {t('footer.copyright', { years: copyrightYears(), name: t('app.name') })}
      </div>
    </footer>
  );
}
