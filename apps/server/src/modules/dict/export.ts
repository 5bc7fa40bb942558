import { pickLocalized, type DictRecord } from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { writeSheet, type SheetColumn } from '#platform/files/sheet';
import { DICT_EXPORT_TEXT } from './messages';
import { listDicts, type DictListParams } from './service';

/** The most rows one export writes. */
const DICT_EXPORT_MAX_ROWS = 10_000;

/**
 * The dictionaries the list query matches (its filters and sort, paging ignored, at most
 * DICT_EXPORT_MAX_ROWS) as an .xlsx sheet with headers in the caller's language.
 */
export async function exportDicts(
  ctx: RequestContext,
  query: DictListParams,
): Promise<{ fileName: string; content: Buffer }> {
  const { records } = await listDicts(ctx, { ...query, pageNo: 1, pageSize: DICT_EXPORT_MAX_ROWS });
  const text = (key: keyof typeof DICT_EXPORT_TEXT) => pickLocalized(DICT_EXPORT_TEXT[key], ctx.locale);
  const columns: SheetColumn<DictRecord>[] = [
    { header: text('dictCode'), width: 24, value: (dict) => dict.dictCode },
    { header: text('nameZh'), width: 24, value: (dict) => dict.dictName.zh },
    { header: text('nameEn'), width: 24, value: (dict) => dict.dictName.en },
    { header: text('description'), width: 40, value: (dict) => dict.description },
    { header: text('createTime'), width: 20, value: (dict) => new Date(dict.createTime), dateTime: true },
  ];
  return { fileName: `${text('sheet')}.xlsx`, content: await writeSheet(text('sheet'), columns, records) };
}
