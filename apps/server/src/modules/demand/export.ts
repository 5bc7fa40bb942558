import {
  DEMAND_EXPORT_TITLE,
  DEMAND_SUPER_QUERY_FIELDS,
  pickLocalized,
  type DemandRecord,
  type Locale,
  type LocalizedText,
} from '@mall/shared';
import type { Readable } from 'node:stream';
import { sheetFileName, streamSheet, type SheetColumn } from '#platform/files/sheet';

type Cell = string | number | Date;

/** The text of a status code: the advanced query's dictionary of that field ('' for an unknown code). */
function optionText(field: 'status' | 'applyStatus', code: number, locale: Locale): string {
  const text = DEMAND_SUPER_QUERY_FIELDS[field]?.options?.[String(code)];
  return text ? pickLocalized(text, locale) : '';
}

/** An amount as a number the reader's spreadsheet can sum; none: an empty cell. */
const amount = (value: string | null): Cell => (value === null ? '' : Number(value));

/** A day (the application's days are UTC days) as a date cell, shown as the day only; none: an empty cell. */
const dayCell = (value: string | null): Cell => (value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : '');

/**
 * The columns of an order export, as the staff list shows them, with the order's latest price application
 * (the price applications are reviewed on this list): titles in the caller's language, the order's and
 * the application's statuses as their texts.
 */
const COLUMNS: readonly {
  title: LocalizedText;
  width: number;
  dateTime?: boolean;
  value(record: DemandRecord, locale: Locale): Cell;
}[] = [
  { title: { zh: '订单号', en: 'Order number' }, width: 22, value: (r) => r.orderNo },
  {
    title: { zh: '下单时间', en: 'Order time' },
    width: 20,
    dateTime: true,
    value: (r) => new Date(r.orderTime),
  },
  {
    title: { zh: '状态', en: 'Status' },
    width: 14,
    value: (r, locale) => optionText('status', r.status, locale),
  },
  { title: { zh: '客户', en: 'Customer' }, width: 16, value: (r) => r.customerName },
  { title: { zh: '电话', en: 'Phone' }, width: 16, value: (r) => r.customerPhone },
  { title: { zh: '公司', en: 'Company' }, width: 24, value: (r) => r.customerCompany },
  { title: { zh: '产品', en: 'Products' }, width: 30, value: (r) => r.productSummary },
  { title: { zh: '备注', en: 'Memo' }, width: 24, value: (r) => r.memo },
  { title: { zh: '币种', en: 'Currency' }, width: 8, value: (r) => r.currency },
  { title: { zh: '标准价格', en: 'Standard price' }, width: 14, value: (r) => amount(r.standardPrice) },
  { title: { zh: '实际价格', en: 'Actual price' }, width: 14, value: (r) => amount(r.actualPrice) },
  { title: { zh: '期望价格', en: 'Expected price' }, width: 14, value: (r) => amount(r.expectedPrice) },
  {
    title: { zh: '审批状态', en: 'Approval status' },
    width: 12,
    value: (r, locale) =>
      r.approvalStatus === null ? '' : optionText('applyStatus', r.approvalStatus, locale),
  },
  {
    title: { zh: '申请时间', en: 'Apply time' },
    width: 20,
    dateTime: true,
    value: (r) => (r.applyTime === null ? '' : new Date(r.applyTime)),
  },
  { title: { zh: '申请说明', en: 'Apply memo' }, width: 24, value: (r) => r.applyMemo },
  { title: { zh: '回复备注', en: 'Reply memo' }, width: 24, value: (r) => r.approvalMemo },
  { title: { zh: '报价日期', en: 'Quote date' }, width: 12, value: (r) => dayCell(r.quoteDate) },
];

/** The orders of `pages` as an .xlsx file streamed while they are read, and its name. */
export function demandSheet(
  pages: AsyncIterable<readonly DemandRecord[]>,
  locale: Locale,
): { fileName: string; content: Readable } {
  const columns: SheetColumn<DemandRecord>[] = COLUMNS.map((column) => ({
    header: pickLocalized(column.title, locale),
    width: column.width,
    ...(column.dateTime ? { dateTime: true } : {}),
    value: (record) => column.value(record, locale),
  }));
  return {
    fileName: sheetFileName(DEMAND_EXPORT_TITLE, locale),
    content: streamSheet(pickLocalized(DEMAND_EXPORT_TITLE, locale), columns, pages),
  };
}
