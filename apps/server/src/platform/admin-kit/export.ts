import {
  dictTextOf,
  pickLocalized,
  type EntityDefinition,
  type Locale,
  type LocalizedText,
} from '@mall/shared';
import type { Readable } from 'node:stream';
import type { ExportPage } from './service';
import { sheetFileName, streamSheet, type SheetColumn } from '../files/sheet';

const YES_NO: Readonly<Record<string, LocalizedText>> = {
  true: { zh: '是', en: 'Yes' },
  false: { zh: '否', en: 'No' },
};

/** A record's value of one export column as a cell: dictionary and yes/no codes as their texts. */
function cellValue(definition: EntityDefinition, name: string, value: unknown, locale: Locale) {
  const field = definition.fields[name];
  if (value === null || value === undefined || !field) return '';
  switch (field.type) {
    case 'dict':
      return dictTextOf(field, value, locale);
    case 'boolean':
      return pickLocalized((field.options ?? YES_NO)[String(value)] ?? { zh: '', en: '' }, locale);
    case 'localized':
      return pickLocalized(value as LocalizedText, locale);
    case 'date':
    case 'datetime':
      return new Date(String(value));
    case 'number':
      return Number(value);
    default:
      return String(value);
  }
}

/**
 * The entity's export columns (titles in `locale`) over the records of `pages`, as an .xlsx file
 * streamed while the pages are read, and its name.
 */
export function entitySheet(
  definition: EntityDefinition,
  pages: AsyncIterable<readonly Record<string, unknown>[]>,
  locale: Locale,
): { fileName: string; content: Readable } {
  const columns: SheetColumn<Record<string, unknown>>[] = definition.exportColumns.map((name) => {
    const field = definition.fields[name]!;
    return {
      header: pickLocalized(field.title, locale),
      width: field.exportWidth ?? 16,
      dateTime: field.type === 'datetime',
      value: (record) => {
        // A field whose record carries its text (JeecgBoot's `<field>_dictText`) exports that text.
        const text = record[`${name}_dictText`];
        return typeof text === 'string' ? text : cellValue(definition, name, record[name], locale);
      },
    };
  });
  const fileName = sheetFileName(definition.exportTitle, locale);
  const sheetName = pickLocalized(definition.exportTitle ?? { zh: '导出文件', en: 'Export' }, locale);
  return { fileName, content: streamSheet(sheetName, columns, pages) };
}

const TEMPLATE_TITLE: LocalizedText = { zh: '导入模板', en: 'import template' };

/**
 * The entity's import template: an .xlsx file holding the header row an import reads (every column it
 * takes, titled in `locale`) and no rows, and its name.
 */
export function importTemplate(
  definition: EntityDefinition,
  locale: Locale,
): { fileName: string; content: Readable } {
  const columns: SheetColumn<never>[] = Object.entries(definition.importTitles).map(([name, title]) => ({
    header: pickLocalized(title, locale),
    width: definition.fields[name]?.exportWidth ?? 16,
    value: () => '',
  }));
  const entity = pickLocalized(definition.exportTitle ?? { zh: '导出文件', en: 'Export' }, locale);
  const title = pickLocalized(TEMPLATE_TITLE, locale);
  const fileName = `${entity}${locale === 'zh' ? '' : ' '}${title}.xlsx`;
  return { fileName, content: streamSheet(entity, columns, (async function* () {})()) };
}

/** A record's id: every exported record has one (the lists' tie-breaker). */
function idOf(record: object): string {
  const { id } = record as { id?: unknown };
  if (typeof id !== 'string') throw new Error('an exported record has no id to read on after');
  return id;
}

/** How many records an export reads at a time. */
export const EXPORT_PAGE_SIZE = 1_000;

/**
 * The pages of an export: page after page of `read`, each after the last record of the one before (by its
 * id, the lists' tie-breaker), until one comes back short. The first page is read before this answers,
 * so that a refused query (a filter or sort not allowed) is an error answer, not a broken download.
 * A record deleted outright between two pages has no rows after it (see rowsAfter): the next page is then
 * read after the record before it, and so on back through the page, leaving out the records already
 * written, so that the file still holds every remaining row once.
 */
export async function exportPages<T extends object>(
  read: (page: ExportPage) => Promise<T[]>,
  size: number = EXPORT_PAGE_SIZE,
): Promise<AsyncIterable<T[]>> {
  const first = await read({ size });
  return (async function* () {
    let written = first;
    if (first.length > 0) yield first;
    let page = first;
    while (page.length === size) {
      const sent = new Set(written.map(idOf));
      let cursor = written.length - 1;
      do {
        page = await read({ size, after: idOf(written[cursor]!) });
        cursor -= 1;
      } while (page.length === 0 && cursor >= 0);
      const fresh = page.filter((record) => !sent.has(idOf(record)));
      if (fresh.length > 0) yield fresh;
      written = page;
    }
  })();
}
