import { readFile } from 'node:fs/promises';
import { csvRows } from './csv-rows';
import type { SheetCell, SheetFileKind } from './sheet-reader';
import { SHEET_LIMITS, SheetLimitError } from './sheet-limits';
import { xlsxRows, type SheetRow, type SheetSource } from './xlsx-rows';

/*
 * Reading an uploaded spreadsheet or CSV, as the reading thread does it (see sheet-reader.ts for the
 * side that asks): every kind is read within SHEET_LIMITS.
 */

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const bytesOf = async (source: SheetSource): Promise<Buffer> =>
  'path' in source
    ? readFile(source.path)
    : Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.length);

/**
 * A CSV file's text: UTF-8 (with or without its byte-order mark); a file that is not valid UTF-8 is read
 * as GBK, the encoding Chinese spreadsheets save CSV in.
 */
export function decodeCsv(content: Buffer): string {
  const body = content.subarray(0, 3).equals(UTF8_BOM) ? content.subarray(3) : content;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('gbk').decode(body);
  }
}

/**
 * The rows of an old binary .xls file's first worksheet. SheetJS reads such a file whole (the routes cap
 * its size; the format holds at most 256 columns); its sheet's extent is checked before a row is made.
 */
async function* xlsRows(source: SheetSource): AsyncGenerator<SheetRow[]> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await bytesOf(source), {
    type: 'buffer',
    cellDates: true,
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet?.['!ref']) return;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (range.e.c + 1 > SHEET_LIMITS.columns) throw new SheetLimitError('columns');
  if ((range.e.r - range.s.r + 1) * (range.e.c + 1) > SHEET_LIMITS.cells) throw new SheetLimitError('cells');
  const rows = XLSX.utils.sheet_to_json<SheetCell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
    range: { s: { r: range.s.r, c: 0 }, e: range.e },
  });
  yield rows.map((cells, i) => ({
    number: range.s.r + 1 + i,
    cells: cells.map((cell) => (cell === undefined ? null : cell)),
  }));
}

/** The rows of the first sheet of `source`, read as a file of `kind`, some rows at a time. */
export async function* readSheetRows(source: SheetSource, kind: SheetFileKind): AsyncGenerator<SheetRow[]> {
  if (kind === 'xlsx') yield* xlsxRows(source);
  else if (kind === 'xls') yield* xlsRows(source);
  else yield* csvRows(decodeCsv(await bytesOf(source)));
}
