import { formatMoney, type DemandLog } from '@mall/shared';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/date-format';
import { useDemandLogs } from '../hooks/use-demand-queries';
import { ScrollRegion } from '../../../widgets/scroll-region/ScrollRegion';

/** The price-apply log of an order ("view replies"): who did what, when, the price before and after, the memo. */
export function DemandLogsTable({ demandId, currency }: { demandId: string; currency: string }) {
  const { t } = useTranslation('demand');
  const logs = useDemandLogs(demandId);
  const price = (value: string | null) => formatMoney(value, currency);
  const columns: TableColumnsType<DemandLog> = [
    { title: t('field.time'), dataIndex: 'time', render: (_, log) => formatDateTime(log.time) },
    { title: t('field.operator'), dataIndex: 'operator' },
    { title: t('field.action'), dataIndex: 'action', render: (_, log) => t(`log.action.${log.action}`) },
    {
      title: t('field.oldPrice'),
      dataIndex: 'oldPrice',
      align: 'right',
      render: (_, log) => price(log.oldPrice),
    },
    {
      title: t('field.newPrice'),
      dataIndex: 'newPrice',
      align: 'right',
      render: (_, log) => price(log.newPrice),
    },
    { title: t('field.memo'), dataIndex: 'memo' },
  ];
  if (logs.isError) return <Alert type="error" showIcon message={errorMessageOf(logs.error)} />;
  return (
    <ScrollRegion label={t('modal.logs')}>
      <Table<DemandLog>
        data-testid="demand-logs"
        rowKey="id"
        size="small"
        loading={logs.isPending}
        columns={columns}
        dataSource={logs.data ?? []}
        pagination={false}
        locale={{ emptyText: t('log.empty') }}
      />
    </ScrollRegion>
  );
}
