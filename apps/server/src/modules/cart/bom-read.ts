import { BOM_HEADERS, BOM_MAX_LINES, BomErrorKey } from '@mall/shared';
import { FILE_TYPES } from '#platform/files/content-type';
import { readSheet, type SheetRow } from '#platform/files/sheet-reader';
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

export type BomFileKind = 'xlsx' | 'xls' | 'csv';

/** The file's kind by its extension; any other extension is refused. */
export function bomFileKind(fileName: string): BomFileKind {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || extension === 'xls' || extension === 'csv') return extension;
  throw new AppError(400, BomErrorKey.fileType);
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

/** Rows read beyond the most a list may hold (the header's search included), to tell a longer list apart. */
const MOST_ROWS = BOM_MAX_LINES + HEADER_SEARCH_ROWS + 1;

/**
 * The lines of a parts list (the first sheet), read by the server's bounded sheet reader (off the main
 * thread, within its limits): the header row is found among the first rows by its titles in zh or en,
 * then every row below it that is not blank is a line. No header: 400; no line or more than
 * BOM_MAX_LINES: 400.
 */
export async function readBom(fileName: string, content: Buffer): Promise<BomRow[]> {
  const kind = bomFileKind(fileName);
  // A workbook must start as its kind's files do, whatever its name says.
  if (kind !== 'csv' && !FILE_TYPES[kind]!.matches(content)) throw new AppError(400, BomErrorKey.unreadable);
  const rows: SheetRow[] = [];
  const unreadable = () => new AppError(400, BomErrorKey.unreadable);
  let cut = false;
  for await (const batch of readSheet({ bytes: content }, kind, fileName, unreadable)) {
    rows.push(...batch);
    if (rows.length > MOST_ROWS) {
      cut = true;
      break;
    }
  }

  const headerIndex = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => columnsOf(row.cells) !== undefined);
  if (headerIndex < 0) throw new AppError(400, BomErrorKey.headerMissing);
  const columns = columnsOf(rows[headerIndex]!.cells)!;

  const lines: BomRow[] = [];
  for (const { number, cells } of rows.slice(headerIndex + 1)) {
    const line = {
      row: number,
      partNo: cellText(cells[columns.partNo]),
      styleText: columns.style === undefined ? '' : cellText(cells[columns.style]),
      quantityText: cellText(cells[columns.quantity]),
    };
    if (line.partNo || line.styleText || line.quantityText) lines.push(line);
  }
  // A sheet with more rows than were read holds more than a list may.
  if (lines.length > BOM_MAX_LINES || cut) {
    throw new AppError(400, BomErrorKey.tooManyLines, { params: { max: BOM_MAX_LINES } });
  }
  if (lines.length === 0) throw new AppError(400, BomErrorKey.noLines);
  return lines;
}
