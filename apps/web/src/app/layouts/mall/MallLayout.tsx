import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BackToTop } from '../../../widgets/back-to-top/BackToTop';
import { SkipLink, skipTargetClass, useFocusContentOnPageChange } from '../../../widgets/skip-link/SkipLink';
import { MallFooter } from './MallFooter';
import { MallHeader } from './MallHeader';
import styles from './MallLayout.module.css';
import { useAutoHideHeader } from './use-auto-hide-header';

/** The id of the page content, where the skip link and a page change send the focus. */
const MALL_CONTENT_ID = 'mall-content';

/** The buyer-facing mall: skip link, auto-hiding header, page, footer and a back-to-top button. */
export default function MallLayout() {
  const { t } = useTranslation();
  const { hidden, reveal } = useAutoHideHeader();
  useFocusContentOnPageChange(MALL_CONTENT_ID);
  return (
    <div className={styles.layout}>
      <SkipLink targetId={MALL_CONTENT_ID} />
      <MallHeader hidden={hidden} onFocusInside={reveal} />
      <main id={MALL_CONTENT_ID} tabIndex={-1} className={`${styles.content} ${skipTargetClass}`}>
        <Outlet />
      </main>
      <MallFooter />
      <BackToTop label={t('action.backToTop')} />
    </div>
  );
}
