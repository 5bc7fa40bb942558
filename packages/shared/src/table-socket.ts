import { z } from 'zod';

/**
 * The table socket (`/vxeSocket/{userId}/{pageId}?token=`): open list and detail pages hear that a row
 * of the table they show has changed, and reload it. Only the pages named here may connect, each showing
 * one table; the server says which row changed, never what it now holds (the page reloads it through the
 * API, which applies the caller's access rules).
 */
export const TABLE_SOCKET_PAGES = {
  /** The buyer's own demand orders. */
  'demand-list': 'demand',
  /** The staff's list of the tenant's demand orders. */
  'demand-manage': 'demand',
  /** One of the buyer's demand orders. */
  'demand-detail': 'demand',
} as const;

export type TableSocketPageId = keyof typeof TABLE_SOCKET_PAGES;
export type TableName = (typeof TABLE_SOCKET_PAGES)[TableSocketPageId];

export function isTableSocketPageId(value: string): value is TableSocketPageId {
  return Object.hasOwn(TABLE_SOCKET_PAGES, value);
}

/** What the table socket sends: a row of `table` changed (added, edited or its state moved on). */
export const tableUpdateMessageSchema = z.object({
  cmd: z.literal('update-table'),
  table: z.enum(['demand']),
  rowId: z.string(),
});
export type TableUpdateMessage = z.infer<typeof tableUpdateMessageSchema>;
