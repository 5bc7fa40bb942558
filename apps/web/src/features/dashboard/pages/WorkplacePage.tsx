import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import { fetchWorkplace, workplaceKey } from '../api/dashboard-api';
import styles from './AnalysisPage.module.css';

/** The staff order list, where the waiting orders are answered. */
const ORDER_LIST = '/demand/list';

/** Dashboard → Workplace (component 'dashboard/Workplace'): what waits for the staff member, and their last actions. */
export default function WorkplacePage() {
  const { t } = useTranslation(['dashboard', 'demand']);
  const query = useQuery({ queryKey: workplaceKey, queryFn: ({ signal }) => fetchWorkplace(signal) });
  const action = (name: string) => String(t(`demand:log.action.${name}` as never));

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {t('workplace.title')}
        </Typography.Title>
        <Link to={ORDER_LIST}>{t('workplace.open')}</Link>
      </div>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} data-testid="workplace-loading" />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('error')}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <>
          <Row gutter={[16, 16]} className={styles.section}>
            <Col xs={24} sm={12}>
              <Card data-testid="workplace-pending">
                <Statistic title={t('workplace.pendingOrders')} value={query.data.pendingOrders} />
              </Card>
            </Col>
            <Col xs={24} sm={12}>
              <Card data-testid="workplace-applications">
                <Statistic
                  title={t('workplace.applicationsInReview')}
                  value={query.data.applicationsInReview}
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={<h2 className={styles.cardTitle}>{t('workplace.waitingOrders')}</h2>}>
                <List
                  dataSource={query.data.waitingOrders}
                  locale={{ emptyText: <Typography.Text>{t('workplace.noWaiting')}</Typography.Text> }}
                  renderItem={(order) => (
                    <List.Item>
                      <List.Item.Meta
                        title={order.orderNo}
                        description={`${order.customerName} · ${formatDateTime(order.orderTime)}`}
                      />
                      {order.hasApplication ? <Tag color="orange">{t('workplace.application')}</Tag> : null}
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={<h2 className={styles.cardTitle}>{t('workplace.recentActivity')}</h2>}>
                <List
                  dataSource={query.data.recentActivity}
                  locale={{ emptyText: <Typography.Text>{t('workplace.noActivity')}</Typography.Text> }}
                  renderItem={(entry) => (
                    <List.Item>
                      <List.Item.Meta
                        title={`${action(entry.action)} · ${entry.orderNo}`}
                        description={formatDateTime(entry.time)}
                      />
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
