import type { DictItemAddRequest, DictItemEditRequest, DictItemRecord } from '@mall/shared';
import { isTempId, type CellValue, type RowValues } from '../../../widgets/editable-table';

/** A dictionary item as a row of the items table. */
export const itemRow = (item: DictItemRecord): RowValues => ({
  id: item.id,
  itemValue: item.itemValue,
  zh: item.itemText.zh,
  en: item.itemText.en,
  description: item.description,
  sortOrder: item.sortOrder,
  enabled: item.enabled,
});

const text = (value: CellValue) => (value === null || value === undefined ? '' : String(value)).trim();

const bodyOf = (row: RowValues) => ({
  itemValue: text(row.itemValue),
  itemText: { zh: text(row.zh), en: text(row.en) },
  description: text(row.description),
  sortOrder: Number(row.sortOrder ?? 0) || 0,
  enabled: row.enabled !== false,
});

/** What one save of the table sends: rows to add, rows changed since loading, ids deleted. */
export interface ItemChanges {
  added: DictItemAddRequest[];
  edited: DictItemEditRequest[];
  deleted: string[];
}

/**
 * The table's rows against the loaded items: new rows (temporary ids) are added, rows whose values differ
 * from the loaded item are edited, and the deleted ids the table reports are deleted.
 */
export function itemChanges(
  dictId: string,
  rows: readonly RowValues[],
  loaded: readonly DictItemRecord[],
  deleted: readonly string[],
): ItemChanges {
  const before = new Map(loaded.map((item) => [item.id, JSON.stringify(bodyOf(itemRow(item)))]));
  const added: DictItemAddRequest[] = [];
  const edited: DictItemEditRequest[] = [];
  for (const row of rows) {
    const body = bodyOf(row);
    if (isTempId(row.id)) added.push({ ...body, dictId });
    else if (before.get(row.id) !== JSON.stringify(body)) edited.push({ ...body, id: row.id });
  }
  return { added, edited, deleted: [...deleted] };
}
