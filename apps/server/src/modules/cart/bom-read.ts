import { BOM_HEADERS, BOM_MAX_LINES, BomErrorKey } from '@mall/shared';
import type * as XLSX from '@e965/xlsx';
import { FILE_TYPES } from '#platform/files/content-type';
import { AppError } from '#platform/http/app-error';

/** One line of a parts list as written: its sheet row number and the three cells as text. */
export interface BomRow {
  row: number;
  partNo: string;
  styleText: string;
  quantityText: string;
}

/** How far down the header row may be (title rows above it are skipped). */
const HEADER_SEARCH_ROWS = 10;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export type BomFileKind = 'xlsx' | 'xls' | 'csv';

/** The file's kind by its extension; any other extension is refused. */
export function bomFileKind(fileName: string): BomFileKind {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || extension === 'xls' || extension === 'csv') return extension;
  throw new AppError(400, BomErrorKey.fileType);
}

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

/** A header cell compared without case, spaces, a required-field star or a trailing colon. */
function headerKey(cell: unknown): string {
  return String(cell ?? '')
    .toLowerCase()
    .replace(/[*:：]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const headerSets = {
  partNo: new Set<string>(BOM_HEADERS.partNo),
  quantity: new Set<string>(BOM_HEADERS.quantity),
  style: new Set<string>(BOM_HEADERS.style),
};

interface Columns {
  partNo: number;
  quantity: number;
  style: number | undefined;
}

/** The part number, quantity and (optional) style columns named by a row, in any order. */
function columnsOf(cells: readonly unknown[]): Columns | undefined {
  const find = (names: Set<string>) => {
    const index = cells.findIndex((cell) => names.has(headerKey(cell)));
    return index < 0 ? undefined : index;
  };
  const partNo = find(headerSets.partNo);
  const quantity = find(headerSets.quantity);
  if (partNo === undefined || quantity === undefined) return undefined;
  return { partNo, quantity, style: find(headerSets.style) };
}

/** A cell as text: a formula cell gives its computed value, a number its plain digits. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

function readWorkbook(sheets: typeof XLSX, kind: BomFileKind, content: Buffer): XLSX.WorkBook {
  // Read one row more than a full list may need, so that a longer list is told apart from a full one.
  const options: XLSX.ParsingOptions = {
    sheetRows: BOM_MAX_LINES + HEADER_SEARCH_ROWS + 1,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
    dense: true,
  };
  if (kind === 'csv') {
    // raw: cells stay as written (part numbers keep their leading zeros, nothing becomes a date).
    return sheets.read(decodeCsv(content), { ...options, type: 'string', raw: true });
  }
  // A workbook must start as its kind's files do, whatever its name says.
  if (!FILE_TYPES[kind]!.matches(content)) throw new AppError(400, BomErrorKey.unreadable);
  return sheets.read(content, { ...options, type: 'buffer' });
}

/**
 * The lines of a parts list (the first sheet): the header row is found among the first rows by its titles
 * in zh or en, then every row below it that is not blank is a line. No header: 400; no line or more than
 * BOM_MAX_LINES: 400.
 */
export async function readBom(fileName: string, content: Buffer): Promise<BomRow[]> {
  const kind = bomFileKind(fileName);
  const sheets = await import('@e965/xlsx');
  let workbook: XLSX.WorkBook;
  try {
    workbook = readWorkbook(sheets, kind, content);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, BomErrorKey.unreadable);
  }
  const sheet = workbook.SheetNames[0] === undefined ? undefined : workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet?.['!ref']) throw new AppError(400, BomErrorKey.noLines);
  const firstRow = sheets.utils.decode_range(sheet['!ref']).s.r + 1;
  const rows = sheets.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });

  const headerIndex = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((cells) => columnsOf(cells) !== undefined);
  if (headerIndex < 0) throw new AppError(400, BomErrorKey.headerMissing);
  const columns = columnsOf(rows[headerIndex]!)!;

  const lines: BomRow[] = [];
  rows.slice(headerIndex + 1).forEach((cells, offset) => {
    const line = {
      row: firstRow + headerIndex + 1 + offset,
      partNo: cellText(cells[columns.partNo]),
      styleText: columns.style === undefined ? '' : cellText(cells[columns.style]),
      quantityText: cellText(cells[columns.quantity]),
    };
    if (line.partNo || line.styleText || line.quantityText) lines.push(line);
  });
  // A sheet cut short at the rows read holds more than a list may.
  const fullRows = sheet['!fullref'] ? sheets.utils.decode_range(sheet['!fullref']).e.r + 1 : 0;
  if (lines.length > BOM_MAX_LINES || fullRows > firstRow - 1 + rows.length) {
    throw new AppError(400, BomErrorKey.tooManyLines, { params: { max: BOM_MAX_LINES } });
  }
  if (lines.length === 0) throw new AppError(400, BomErrorKey.noLines);
  return lines;
}
