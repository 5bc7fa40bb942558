import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../widgets/echart/EChart';
import type { ChartModel } from '../../../widgets/echart/chart-model';
import { clockTime } from '../format';
import { REFRESH_MS } from '../live-query';
import styles from './MonitorPage.module.css';

interface MonitorPageProps<T> {
  title: string;
  query: UseQueryResult<T>;
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  /** Whether the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A monitoring page: its title, the refresh control (pause and resume by keyboard or pointer), and the
 * body in one of four states: loading, failed (with a retry), empty, or the figures.
 */
export function MonitorPage<T>({
  title,
  query,
  paused,
  onPausedChange,
  isEmpty,
  children,
}: MonitorPageProps<T>) {
  const { t } = useTranslation('monitor');
  const updated = query.dataUpdatedAt ? clockTime(new Date(query.dataUpdatedAt).toISOString()) : null;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        <div className={styles.live}>
          <Typography.Text type="secondary" data-testid="monitor-live-state">
            {paused ? t('live.paused') : t('live.every', { seconds: REFRESH_MS / 1000 })}
            {updated ? ` · ${t('live.updated', { time: updated })}` : ''}
          </Typography.Text>
          <Button onClick={() => onPausedChange(!paused)} aria-pressed={paused}>
            {paused ? t('live.resume') : t('live.pause')}
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <div data-testid="monitor-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : query.isError && !query.data ? (
        <Alert
          type="error"
          showIcon
          message={t('state.error')}
          action={<Button onClick={() => void query.refetch()}>{t('state.retry')}</Button>}
        />
      ) : query.data === undefined || isEmpty?.(query.data) ? (
        <Card>
          <Empty description={t('state.empty')} />
        </Card>
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** A card holding one chart, titled by a level-2 heading (a level 3 inside an instance's section). */
export function ChartCard({
  title,
  model,
  span = 12,
  level = 3,
}: {
  title: string;
  model: ChartModel;
  span?: number;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Col xs={24} lg={span}>
      <Card title={<Heading className={styles.cardTitle}>{title}</Heading>}>
        <EChart label={title} model={model} height={240} />
      </Card>
    </Col>
  );
}

/** The heading style of cards, for pages that title their own cards. */
export const cardTitleClass = styles.cardTitle;
export const sectionClass = styles.section;
