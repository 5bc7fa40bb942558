import { pickLocalized, type Locale, type LocalizedText } from '@mall/shared';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachment, FILE_TYPES } from './content-type';
import { streamXlsx } from './xlsx-stream';

/** The answer schema of an export route: the file itself, not an envelope. */
export const sheetResponseSchema = z.instanceof(Buffer).describe('xlsx file');
export const SHEET_CONTENT_TYPE = FILE_TYPES.xlsx!.contentType;

export interface SheetColumn<T> {
  header: string;
  width: number;
  value(row: T): string | number | Date;
  /** Shown as a date and time. */
  dateTime?: boolean;
}

/** A text a spreadsheet would read as a formula (= + - @, or a tab/CR before one): kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellOf(value: string | number | Date): ExcelJS.CellValue {
  // A rich-text cell is always text: Excel never evaluates it, whatever it begins with.
  return typeof value === 'string' && FORMULA_START.test(value) ? { richText: [{ text: value }] } : value;
}

/**
 * One worksheet named `name`: a bold header row, then a row per record. A text beginning with = + - or @
 * is written as text, so that an exported value never runs as a formula in the reader's spreadsheet.
 */
export async function writeSheet<T>(
  name: string,
  columns: readonly SheetColumn<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  // Loaded on first use, as every heavy library the server needs only for some requests.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.dateTime ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => cellOf(column.value(row))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The same sheet as `writeSheet`, written while `pages` are read: each page's rows leave before the
 * next page is asked for, so a sheet of any length holds one page in memory. A failure while reading
 * ends the stream with that error. Written by streamXlsx, not ExcelJS: see there why.
 */
export function streamSheet<T>(
  name: string,
  columns: readonly SheetColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
): Readable {
  return streamXlsx(name, columns, pages);
}

/** Answers the sheet as a download named `fileName`. */
export function sendSheet(reply: FastifyReply, file: { fileName: string; content: Buffer | Readable }) {
  return reply
    .header('Content-Type', SHEET_CONTENT_TYPE)
    .header('Content-Disposition', attachment(file.fileName))
    .send(file.content);
}

const DEFAULT_TITLE = { zh: '导出文件', en: 'Export' };

/** An export's file name: its title (by default 导出文件 / Export) and the day, e.g. `Export20250131.xlsx`. */
export function sheetFileName(title: LocalizedText | undefined, locale: Locale, now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  return `${pickLocalized(title ?? DEFAULT_TITLE, locale)}${day}.xlsx`;
}
