import type { Locale, PopupRecord, PopupSource } from '@mall/shared';

/**
 * What a picker receives of a record: its id and the source's column and label fields, nothing more, each
 * in `locale` where the source has an English field for it.
 */
export function pickColumns(source: PopupSource, record: object, locale: Locale): PopupRecord {
  const values = record as Record<string, unknown>;
  const fields = new Set(['id', source.labelField, ...source.columns.map((column) => column.field)]);
  const shown = (field: string) => {
    const english = locale === 'en' ? source.englishFields?.[field] : undefined;
    const translated = english ? values[english] : undefined;
    return typeof translated === 'string' && translated !== '' ? translated : values[field];
  };
  return Object.fromEntries(
    [...fields].map((field) => {
      const value = shown(field);
      return [field, typeof value === 'string' || typeof value === 'number' ? value : null];
    }),
  );
}
