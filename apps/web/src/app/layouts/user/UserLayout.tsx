import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LOGO_URL } from '../../../lib/brand';
import { LanguageSwitch } from '../../../widgets/language-switch/LanguageSwitch';
import { CopyrightFooter } from '../CopyrightFooter';
import styles from './UserLayout.module.css';

/** The frame of the login and registration pages: language switch, logo and the routed page. */
export default function UserLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <div className={styles.brand}>
          <img src={LOGO_URL} alt="" width={44} height={44} />
          <h1 className={styles.name}>{t('app.name')}</h1>
        </div>
        <p className={styles.slogan}>{t('app.slogan')}</p>
        <div className={styles.card}>
          <Outlet />
        </div>
      </main>
      <CopyrightFooter />
    </div>
  );
}
