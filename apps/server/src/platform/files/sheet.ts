import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachment, FILE_TYPES } from './content-type';

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

/** One worksheet named `name`: a bold header row, then a row per record. */
export async function writeSheet<T>(
  name: string,
  columns: readonly SheetColumn<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.dateTime ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers the sheet as a download named `fileName`. */
export function sendSheet(reply: FastifyReply, file: { fileName: string; content: Buffer }) {
  return reply
    .header('Content-Type', SHEET_CONTENT_TYPE)
    .header('Content-Disposition', attachment(file.fileName))
    .send(file.content);
}
