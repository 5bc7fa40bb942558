import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** Most and default number of columns of a detail list. */
export const DETAIL_LIST_MAX_COLUMNS = 4;
export const DETAIL_LIST_DEFAULT_COLUMNS = 3;

export interface DetailItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Columns the item spans (at most the list's column count). */
  span?: number;
}

interface DetailListProps {
  items: readonly DetailItem[];
  /** 1 to 4 columns (default 3) on a wide screen; a phone always shows one, a tablet at most two. */
  columns?: number;
  title?: ReactNode;
  /** What an empty value shows; the product's one empty-cell mark by default. */
  empty?: ReactNode;
}

/** The columns actually used: a whole number from 1 to 4; anything else falls back to 3. */
export function detailColumns(columns: number | undefined): number {
  if (columns === undefined || !Number.isInteger(columns)) return DETAIL_LIST_DEFAULT_COLUMNS;
  return Math.min(DETAIL_LIST_MAX_COLUMNS, Math.max(1, columns));
}

/** A read-only record laid out as label–value pairs in columns. */
export function DetailList({ items, columns, title, empty = '-' }: DetailListProps) {
  const wide = detailColumns(columns);
  return (
    <Descriptions
      title={title}
      size="small"
      bordered
      column={{ xs: 1, sm: Math.min(2, wide), md: Math.min(2, wide), lg: wide, xl: wide, xxl: wide }}
      items={items.map(({ key, label, value, span }) => ({
        key,
        label,
        span: span === undefined ? undefined : Math.min(span, wide),
        children: value === null || value === undefined || value === '' ? empty : value,
      }))}
    />
  );
}
