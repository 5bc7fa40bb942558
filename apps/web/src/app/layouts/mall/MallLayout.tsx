import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BackToTop } from '../../../widgets/back-to-top/BackToTop';
import { MallFooter } from './MallFooter';
import { MallHeader } from './MallHeader';
import styles from './MallLayout.module.css';
import { useAutoHideHeader } from './use-auto-hide-header';

/** The buyer-facing mall: auto-hiding header, page, footer and a back-to-top button. */
export default function MallLayout() {
  const { t } = useTranslation();
  const { hidden, reveal } = useAutoHideHeader();
  return (
    <div className={styles.layout}>
      <MallHeader hidden={hidden} onFocusInside={reveal} />
      <main className={styles.content}>
        <Outlet />
      </main>
      <MallFooter />
      <BackToTop label={t('action.backToTop')} />
    </div>
  );
}
