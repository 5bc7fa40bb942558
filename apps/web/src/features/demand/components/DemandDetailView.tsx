import {
  formatMoney,
  isNoDiscount,
  linesActualSubtotal,
  type DemandDetail,
  type DemandItem,
} from '@mall/shared';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { DetailList } from '../../../widgets/detail-view/DetailList';
import { ApprovalTag, DemandStatusTag, QuoteMarks, QuoteValidUntil } from './DemandTags';
import { ScrollRegion } from '../../../widgets/scroll-region/ScrollRegion';

const DATE_ONLY = 10;

/** Columns before the actual price: the totals' labels span them. */
const LABEL_SPAN = 6;

/**
 * Below the lines, what they add up to: the lines' actual prices (after the discount), the order's
 * adjustment, and the order's actual price, so the figures on screen add up to the total.
 */
function DemandTotals({ detail }: { detail: DemandDetail }) {
  const { t } = useTranslation('demand');
  const money = (value: string) => formatMoney(value, detail.currency);
  const rows = [
    { key: 'subtotal', label: t('field.linesSubtotal'), value: money(linesActualSubtotal(detail.items)) },
    { key: 'adjustment', label: t('field.adjustment'), value: money(detail.adjustment) },
    { key: 'total', label: t('field.actualTotal'), value: <strong>{money(detail.actualPrice)}</strong> },
  ];
  return (
    <Table.Summary>
      {rows.map((row) => (
        <Table.Summary.Row key={row.key} data-testid={`demand-total-${row.key}`}>
          <Table.Summary.Cell index={0} colSpan={LABEL_SPAN} align="right">
            {row.label}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={LABEL_SPAN} align="right">
            {row.value}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={LABEL_SPAN + 1} />
        </Table.Summary.Row>
      ))}
    </Table.Summary>
  );
}

/** An order's lines: product (with its part number), style, quantity and the three prices of each, then their totals. */
export function DemandItemsTable({ detail }: { detail: DemandDetail }) {
  const { t } = useTranslation('demand');
  const money = (value: string | null) => formatMoney(value, detail.currency);
  const columns: TableColumnsType<DemandItem> = [
    {
      title: t('field.productName'),
      dataIndex: 'productName',
      // The part number under the name: buyers order by it.
      render: (_, item) =>
        item.productName ? (
          <>
            <div>{item.productName}</div>
            <div data-testid="demand-line-sku">{item.sku}</div>
          </>
        ) : (
          item.sku
        ),
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
    <ScrollRegion label={t('linesLabel')}>
      <Table<DemandItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={detail.items}
        pagination={false}
        summary={() => <DemandTotals detail={detail} />}
      />
    </ScrollRegion>
  );
}

/** An order's own fields: number, status, customer, prices, quotation and the price application. */
export function DemandFields({ detail }: { detail: DemandDetail }) {
  const { t } = useTranslation('demand');
  const money = (value: string | null) => formatMoney(value, detail.currency);
  return (
    <DetailList
      items={[
        {
          key: 'orderNo',
          label: t('field.orderNo'),
          value: <span data-testid="demand-order-no">{detail.orderNo}</span>,
        },
        {
          key: 'status',
          label: t('field.status'),
          value: (
            <>
              <DemandStatusTag status={detail.status} />
              <QuoteMarks expired={detail.quoteExpired} locked={detail.priceLocked} />
            </>
          ),
        },
        { key: 'orderTime', label: t('field.orderTime'), value: formatDateTime(detail.orderTime) },
        { key: 'customer', label: t('field.customerName'), value: detail.customerName },
        { key: 'phone', label: t('field.customerPhone'), value: detail.customerPhone },
        { key: 'company', label: t('field.customerCompany'), value: detail.customerCompany },
        { key: 'standard', label: t('field.standardPrice'), value: money(detail.standardPrice) },
        {
          key: 'rate',
          label: t('field.discountRate'),
          value: isNoDiscount(detail.discountRate) ? t('noDiscount') : detail.discountRate,
        },
        { key: 'adjustment', label: t('field.adjustment'), value: money(detail.adjustment) },
        {
          key: 'actual',
          label: t('field.actualPrice'),
          value: <strong data-testid="demand-actual-price">{money(detail.actualPrice)}</strong>,
        },
        { key: 'quoteDate', label: t('field.quoteDate'), value: detail.quoteDate.slice(0, DATE_ONLY) },
        {
          key: 'validUntil',
          label: t('field.validUntil'),
          value: <QuoteValidUntil quoteDate={detail.quoteDate} />,
        },
        { key: 'memo', label: t('field.memo'), value: detail.memo },
        { key: 'expected', label: t('field.expectedPrice'), value: money(detail.expectedPrice) },
        {
          key: 'applyMemo',
          label: t('field.applyMemo'),
          value: detail.applyMemo || detail.expectedMemo,
        },
        { key: 'applyTime', label: t('field.applyTime'), value: formatDateTime(detail.applyTime) },
        {
          key: 'approval',
          label: t('field.approvalStatus'),
          value: <ApprovalTag status={detail.approvalStatus} />,
        },
        {
          key: 'approvalTime',
          label: t('field.approvalTime'),
          value: formatDateTime(detail.approvalTime),
        },
        { key: 'approvalMemo', label: t('field.approvalMemo'), value: detail.approvalMemo },
      ]}
    />
  );
}

/** An order as the detail page shows it: its fields, then its lines. */
export function DemandDetailView({ detail }: { detail: DemandDetail }) {
  const { t } = useTranslation('demand');
  return (
    <div data-testid="demand-detail">
      <DemandFields detail={detail} />
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>{t('field.items')}</h2>
      <DemandItemsTable detail={detail} />
    </div>
  );
}
