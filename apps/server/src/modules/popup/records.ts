import type { PopupRecord, PopupSource } from '@mall/shared';

/** What a picker receives of a record: its id and the source's column and label fields, nothing more. */
export function pickColumns(source: PopupSource, record: object): PopupRecord {
  const values = record as Record<string, unknown>;
  const fields = new Set(['id', source.labelField, ...source.columns.map((column) => column.field)]);
  return Object.fromEntries(
    [...fields].map((field) => {
      const value = values[field];
      return [field, typeof value === 'string' || typeof value === 'number' ? value : null];
    }),
  );
}
