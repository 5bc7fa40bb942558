import { formatMoney, type DemandDetail, type DemandItem } from '@mall/shared';
import { Descriptions, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { ApprovalTag, DemandStatusTag, QuoteMarks, QuoteValidUntil } from './DemandTags';

const DATE_ONLY = 10;

/** An order as the detail modal and the detail page show it: its fields, prices, application and lines. */
export function DemandDetailView({ detail }: { detail: DemandDetail }) {
  const { t } = useTranslation('demand');
  const money = (value: string | null) => formatMoney(value, detail.currency);
  const columns: TableColumnsType<DemandItem> = [
    {
      title: t('field.productName'),
      dataIndex: 'productName',
      render: (_, item) => item.productName || item.sku,
    },
    { title: t('field.style'), dataIndex: 'styleName' },
    { title: t('field.spec'), dataIndex: 'spec' },
    { title: t('field.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: t('field.unitPrice'),
      dataIndex: 'unitPrice',
      align: 'right',
      render: (_, item) => money(item.unitPrice),
    },
    {
      title: t('field.standardPrice'),
      dataIndex: 'standardPrice',
      align: 'right',
      render: (_, item) => money(item.standardPrice),
    },
    {
      title: t('field.actualPrice'),
      dataIndex: 'actualPrice',
      align: 'right',
      render: (_, item) => money(item.actualPrice),
    },
    { title: t('field.customerInfo'), dataIndex: 'customerInfo' },
  ];

  return (
    <div data-testid="demand-detail">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'orderNo',
            label: t('field.orderNo'),
            children: <span data-testid="demand-order-no">{detail.orderNo}</span>,
          },
          {
            key: 'status',
            label: t('field.status'),
            children: (
              <>
                <DemandStatusTag status={detail.status} />
                <QuoteMarks expired={detail.quoteExpired} locked={detail.priceLocked} />
              </>
            ),
          },
          { key: 'orderTime', label: t('field.orderTime'), children: formatDateTime(detail.orderTime) },
          { key: 'customer', label: t('field.customerName'), children: detail.customerName },
          { key: 'phone', label: t('field.customerPhone'), children: detail.customerPhone },
          { key: 'company', label: t('field.customerCompany'), children: detail.customerCompany },
          { key: 'standard', label: t('field.standardPrice'), children: money(detail.standardPrice) },
          { key: 'rate', label: t('field.discountRate'), children: detail.discountRate },
          { key: 'adjustment', label: t('field.adjustment'), children: money(detail.adjustment) },
          {
            key: 'actual',
            label: t('field.actualPrice'),
            children: <strong data-testid="demand-actual-price">{money(detail.actualPrice)}</strong>,
          },
          { key: 'quoteDate', label: t('field.quoteDate'), children: detail.quoteDate.slice(0, DATE_ONLY) },
          {
            key: 'validUntil',
            label: t('field.validUntil'),
            children: <QuoteValidUntil quoteDate={detail.quoteDate} expired={detail.quoteExpired} />,
          },
          { key: 'memo', label: t('field.memo'), children: detail.memo },
          { key: 'expected', label: t('field.expectedPrice'), children: money(detail.expectedPrice) },
          {
            key: 'applyMemo',
            label: t('field.applyMemo'),
            children: detail.applyMemo || detail.expectedMemo,
          },
          { key: 'applyTime', label: t('field.applyTime'), children: formatDateTime(detail.applyTime) },
          {
            key: 'approval',
            label: t('field.approvalStatus'),
            children: <ApprovalTag status={detail.approvalStatus} />,
          },
          {
            key: 'approvalTime',
            label: t('field.approvalTime'),
            children: formatDateTime(detail.approvalTime),
          },
          { key: 'approvalMemo', label: t('field.approvalMemo'), children: detail.approvalMemo },
        ]}
      />
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>{t('field.items')}</h2>
      <Table<DemandItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={detail.items}
        pagination={false}
      />
    </div>
  );
}
