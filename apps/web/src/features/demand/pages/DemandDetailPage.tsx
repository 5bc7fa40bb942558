import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DemandDetailView } from '../components/DemandDetailView';
import { DemandLogsTable } from '../components/DemandLogsTable';
import { DemandRowActions } from '../components/DemandRowActions';
import { UnreadMark } from '../components/DemandTags';
import { useDemandLiveUpdates } from '../hooks/use-demand-live-updates';
import { useDemandModals } from '../hooks/use-demand-modals';
import { useDemandDetail } from '../hooks/use-demand-queries';
import { useDemandNewsReload, useReadOrderNews } from '../hooks/use-order-news';
import styles from './DemandPages.module.css';

/** /mall/demandDetail?id: one of the buyer's orders, its actions and its price-apply log. */
export default function DemandDetailPage() {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const detail = useDemandDetail(id);
  const modals = useDemandModals();
  useDocumentTitle(t('title.detail'));
  useDemandLiveUpdates('demand-detail', id);
  useDemandNewsReload();
  useReadOrderNews(detail.data);
  // Opening the order reads its news; the marker stays for this visit, so that it says what is new.
  const [newsOf, setNewsOf] = useState<string | null>(null);
  if (detail.data?.unreadMessages && newsOf !== detail.data.id) setNewsOf(detail.data.id);

  return (
    <div className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        {t('title.detail')}
      </Typography.Title>
      <div className={styles.toolbar}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(AppPath.mallDemandList)}>
          {t('action.back')}
        </Button>
        <UnreadMark unread={newsOf !== null && newsOf === detail.data?.id} />
        {detail.data ? (
          <DemandRowActions record={detail.data} scope="mine" openModal={modals.open} withDetail={false} />
        ) : null}
      </div>
      {!id ? (
        <Result status="404" title={t('error.detailLoadFailed')} />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          message={`${t('error.detailLoadFailed')}: ${errorMessageOf(detail.error)}`}
        />
      ) : detail.data ? (
        <>
          <DemandDetailView detail={detail.data} />
          <h2 style={{ fontSize: 16, margin: '24px 0 8px' }}>{t('modal.logs')}</h2>
          <DemandLogsTable demandId={detail.data.id} currency={detail.data.currency} />
        </>
      ) : (
        <Spin />
      )}
      {modals.element}
    </div>
  );
}
