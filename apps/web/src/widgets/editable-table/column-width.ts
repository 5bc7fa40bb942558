import type { EditableColumn } from './types';

/** The default width when the share of 92% cannot be worked out. */
export const FALLBACK_COLUMN_WIDTH = 120;
export const DATETIME_COLUMN_WIDTH = 200;
const SHARED_PERCENT = 92;

export const isVisibleColumn = (column: EditableColumn): boolean => column.type !== 'hidden';

/**
 * A column's width: its own, else 200 px for datetime, else 92% split across the visible columns
 * (120 px when there is none to split across).
 */
export function columnWidth(column: EditableColumn, columns: readonly EditableColumn[]): number | string {
  if (column.width !== undefined) return column.width;
  if (column.type === 'datetime') return DATETIME_COLUMN_WIDTH;
  const visible = columns.filter(isVisibleColumn).length;
  if (visible === 0) return FALLBACK_COLUMN_WIDTH;
  return `${Math.round((SHARED_PERCENT / visible) * 100) / 100}%`;
}

/** A column's width in pixels, for the drawing of only the rows in view (which needs fixed widths). */
export function columnPixelWidth(column: EditableColumn, columns: readonly EditableColumn[]): number {
  const width = columnWidth(column, columns);
  return typeof width === 'number' ? width : FALLBACK_COLUMN_WIDTH;
}
