import {
  DASHBOARD_MAX_RANGE_DAYS,
  defaultDashboardRange,
  formatMoney,
  type DashboardAnalysis,
} from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardKeys, fetchAnalysis } from '../api/dashboard-api';
import { chartModels, isEmpty, type ChartModel } from '../chart-options';
import { EChart } from '../../../widgets/echart/EChart';
import styles from './AnalysisPage.module.css';

const DATE = 'YYYY-MM-DD';

/** Dashboard → Analysis (component 'dashboard/Analysis'): charts of the tenant's demand orders. */
export default function AnalysisPage() {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const [range, setRange] = useState(defaultDashboardRange);
  const query = useQuery({
    queryKey: dashboardKeys.analysis(range.from, range.to),
    queryFn: ({ signal }) => fetchAnalysis(range.from, range.to, signal),
  });
  const presets = useMemo(() => {
    const today = dayjs();
    return [
      { label: t('range.last7'), value: [today.subtract(6, 'day'), today] as [Dayjs, Dayjs] },
      { label: t('range.last30'), value: [today.subtract(29, 'day'), today] as [Dayjs, Dayjs] },
      { label: t('range.last90'), value: [today.subtract(89, 'day'), today] as [Dayjs, Dayjs] },
      {
        label: t('range.thisYear'),
        value: [today.subtract(1, 'year').add(1, 'day'), today] as [Dayjs, Dayjs],
      },
    ];
  }, [t]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {t('title')}
        </Typography.Title>
        <DatePicker.RangePicker
          aria-label={t('range.label')}
          placeholder={[t('range.start'), t('range.end')]}
          allowClear={false}
          presets={presets}
          value={[dayjs(range.from), dayjs(range.to)]}
          // The server aggregates at most DASHBOARD_MAX_RANGE_DAYS days.
          disabledDate={(current, { from }) =>
            Boolean(from && Math.abs(current.diff(from, 'day')) >= DASHBOARD_MAX_RANGE_DAYS)
          }
          onChange={(values) => {
            const [start, end] = values ?? [];
            if (start && end) setRange({ from: start.format(DATE), to: end.format(DATE) });
          }}
        />
      </div>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} data-testid="dashboard-loading" />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('error')}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <AnalysisBody data={query.data} locale={locale} />
      )}
    </div>
  );
}

function AnalysisBody({ data, locale }: { data: DashboardAnalysis; locale: 'zh' | 'en' }) {
  const { t } = useTranslation('dashboard');
  const models = useMemo(
    // Keys are built from data (status, outcome), so the typed t is widened to a plain translate.
    () => chartModels(data, (key, options) => String(t(key as never, options as never)), locale),
    [data, t, locale],
  );
  const hours = (value: number | null) => (value === null ? t('kpi.none') : t('kpi.hours', { value }));
  const amounts = data.kpi.standardAmounts.map((entry) => formatMoney(entry.amount, entry.currency));
  const kpis = [
    { key: 'orders', title: t('kpi.orders'), value: String(data.kpi.orders) },
    { key: 'amount', title: t('kpi.standardAmount'), value: amounts.join(' · ') || t('kpi.none') },
    {
      key: 'approval',
      title: t('kpi.approvalRate'),
      value: data.kpi.approvalRate === null ? t('kpi.none') : `${Math.round(data.kpi.approvalRate * 100)}%`,
    },
    { key: 'reply', title: t('kpi.medianReply'), value: hours(data.kpi.medianReplyHours) },
  ];

  return (
    <>
      <Row gutter={[16, 16]} className={styles.section}>
        {kpis.map((kpi) => (
          <Col key={kpi.key} xs={24} sm={12} xl={6}>
            <Card data-testid={`kpi-${kpi.key}`}>
              <Statistic title={kpi.title} value={kpi.value} />
            </Card>
          </Col>
        ))}
      </Row>
      {isEmpty(data) ? (
        <Card>
          <Empty description={t('empty')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <ChartCard span={24} title={t('charts.ordersPerDay')} model={models.ordersPerDay} />
          <ChartCard title={t('charts.ordersByStatus')} model={models.ordersByStatus} />
          <ChartCard title={t('charts.applications')} model={models.applications} />
          <Col xs={24} lg={12}>
            <Card title={<h2 className={styles.cardTitle}>{t('charts.replyTime')}</h2>}>
              <ul className={styles.facts}>
                <li>{t('reply.median', { value: hours(data.replyHours.median) })}</li>
                <li>{t('reply.p90', { value: hours(data.replyHours.p90) })}</li>
                <li>{t('reply.samples', { count: data.replyHours.samples })}</li>
              </ul>
            </Card>
          </Col>
          <ChartCard title={t('charts.discountDepth')} model={models.discountDepth} />
          <ChartCard title={t('charts.topByQuantity')} model={models.topByQuantity} height={360} />
          <ChartCard title={t('charts.topByAmount')} model={models.topByAmount} height={360} />
          <ChartCard title={t('charts.topCustomers')} model={models.topCustomers} height={360} />
        </Row>
      )}
    </>
  );
}

function ChartCard({
  title,
  model,
  span = 12,
  height,
}: {
  title: string;
  model: ChartModel;
  span?: number;
  height?: number;
}) {
  return (
    <Col xs={24} lg={span}>
      <Card title={<h2 className={styles.cardTitle}>{title}</h2>}>
        <EChart label={title} model={model} {...(height ? { height } : {})} />
      </Card>
    </Col>
  );
}
