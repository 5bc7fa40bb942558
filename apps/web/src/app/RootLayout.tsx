import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import styles from './RootLayout.module.css';

/** Wraps every page: scroll to top on navigation (restored on back/forward) and a loading bar. */
export default function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className={styles.progress} role="progressbar" aria-busy />}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
