import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { QueryClient } from '@tanstack/react-query';
import { DemandListView, prefetchDemandList } from '../components/DemandListView';
import { useDemandLiveUpdates } from '../hooks/use-demand-live-updates';
import styles from './DemandPages.module.css';

export const prefetch = (queryClient: QueryClient) => prefetchDemandList(queryClient, 'mine');

/** /mall/demandList: the buyer's own demand orders. */
export default function DemandListPage() {
  const { t } = useTranslation('demand');
  useDocumentTitle(t('title.list'));
  useDemandLiveUpdates('demand-list');
  return (
    <div className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        {t('title.list')}
      </Typography.Title>
      <DemandListView scope="mine" />
    </div>
  );
}
