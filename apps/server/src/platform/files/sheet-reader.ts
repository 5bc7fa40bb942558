import { readFile } from 'node:fs/promises';
import { ErrorKey } from '@mall/shared';
import { AppError } from '../http/app-error';
import { xlsxRows } from './xlsx-rows';

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

/** The rows of an old binary .xls file's first worksheet (SheetJS reads such a file whole). */
async function* xlsRows(path: string): AsyncGenerator<SheetCell[]> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await readFile(path), { type: 'buffer', cellDates: true, dense: true });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return;
  const rows = XLSX.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, raw: true, defval: null });
  for (const row of rows) yield row.map((cell) => (cell === undefined ? null : cell));
}

/**
 * The rows of the first worksheet of the spreadsheet named `fileName` at `path`; a file that cannot be read
 * as one (a damaged archive, a worksheet that is not XML) is refused with the file's name.
 */
export async function* sheetRows(
  path: string,
  kind: SheetKind,
  fileName: string,
): AsyncGenerator<SheetCell[]> {
  try {
    yield* kind === 'xlsx' ? xlsxRows(path) : xlsRows(path);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, ErrorKey.importUnreadable, { params: { file: fileName } });
  }
}
