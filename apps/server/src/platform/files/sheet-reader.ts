import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

/** One cell as an import reads it: text, number, yes/no, a date, or nothing. */
export type SheetCell = string | number | boolean | Date | null;

/** The kinds of spreadsheet an import reads: .xlsx (zip) and the old binary .xls (OLE2). */
export type SheetKind = 'xlsx' | 'xls';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The kind of a file by its first bytes (whatever its name says), or null when it is neither. */
export function sheetKindOf(head: Buffer): SheetKind | null {
  if (ZIP_MAGIC.every((byte, i) => head[i] === byte)) return 'xlsx';
  if (OLE_MAGIC.every((byte, i) => head[i] === byte)) return 'xls';
  return null;
}

/** An ExcelJS cell value as plain data: rich text as its text, a formula as its result, a link as its text. */
function plainCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const object = value as {
      richText?: { text: string }[];
      result?: unknown;
      text?: unknown;
      error?: unknown;
    };
    if (Array.isArray(object.richText)) return object.richText.map((part) => part.text).join('');
    if ('result' in object) return plainCell(object.result);
    if ('text' in object) return plainCell(object.text);
  }
  return null;
}

/**
 * The rows of an .xlsx file's first worksheet, one at a time (ExcelJS's streaming reader: the workbook
 * is never held whole). Each row is its cells from the first column, empty cells as null.
 */
async function* xlsxRows(path: string): AsyncGenerator<SheetCell[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = (row as ExcelJS.Row).values as unknown[];
      const cells: SheetCell[] = [];
      for (let column = 1; column < values.length; column += 1) cells.push(plainCell(values[column]));
      yield cells;
    }
    // Only the first worksheet is read.
    return;
  }
}

/** The rows of an old binary .xls file's first worksheet (SheetJS reads such a file whole). */
async function* xlsRows(path: string): AsyncGenerator<SheetCell[]> {
  const workbook = XLSX.read(await readFile(path), { type: 'buffer', cellDates: true, dense: true });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return;
  const rows = XLSX.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, raw: true, defval: null });
  for (const row of rows) yield row.map((cell) => (cell === undefined ? null : cell));
}

/** The rows of the first worksheet of the spreadsheet at `path`. */
export function sheetRows(path: string, kind: SheetKind): AsyncGenerator<SheetCell[]> {
  return kind === 'xlsx' ? xlsxRows(path) : xlsRows(path);
}
