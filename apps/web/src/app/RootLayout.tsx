import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ReLoginHost } from '../features/auth/components/ReLoginHost';
import styles from './RootLayout.module.css';

/** Wraps every page: scroll to top on navigation (restored on back/forward), a loading bar, the re-login modal. */
export default function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className={styles.progress} role="progressbar" aria-label={t('loading')} aria-busy />
      )}
      <ScrollRestoration />
      <Outlet />
      <ReLoginHost />
    </>
  );
}
