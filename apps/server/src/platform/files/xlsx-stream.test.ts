import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamSheet, writeSheet, type SheetColumn } from './sheet';

interface Row {
  text: string;
  amount: number;
  day: Date;
  at: Date;
}

const columns: SheetColumn<Row>[] = [
  { header: '文本 & <Text>', width: 24, value: (row) => row.text },
  { header: 'Amount', width: 10, value: (row) => row.amount },
  { header: 'Day', width: 12, value: (row) => row.day },
  { header: 'At', width: 20, dateTime: true, value: (row) => row.at },
];

async function* pages(): AsyncGenerator<Row[]> {
  const day = new Date(Date.UTC(2025, 0, 31));
  const at = new Date(Date.UTC(2025, 0, 31, 13, 45, 30));
  yield [
    { text: 'a < b & "c"', amount: 1.5, day, at },
    { text: ' spaced \u0001', amount: -2, day, at },
  ];
  yield [];
  yield [
    { text: '', amount: Number.NaN, day, at },
    { text: '=SUM(A1)', amount: 0, day, at },
  ];
}

describe('streamSheet', () => {
  it('writes a workbook ExcelJS reads back: texts, numbers, dates, widths, the bold header', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(streamSheet('导出 [1]', columns, pages()))) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('导出  1 ');
    expect(sheet.getRow(1).values).toEqual([undefined, '文本 & <Text>', 'Amount', 'Day', 'At']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect([1, 2, 3, 4].map((n) => sheet.getColumn(n).width)).toEqual([24, 10, 12, 20]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'a < b & "c"',
      1.5,
      new Date(Date.UTC(2025, 0, 31)),
      new Date(Date.UTC(2025, 0, 31, 13, 45, 30)),
    ]);
    // Blanks at the ends kept; a character XML cannot hold dropped.
    expect(sheet.getRow(3).getCell(1).value).toBe(' spaced ');
    expect(sheet.getRow(3).getCell(2).value).toBe(-2);
    expect(sheet.getRow(3).getCell(4).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // An empty text and a number that is none leave their cells empty.
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
    const formula = sheet.getRow(5).getCell(1);
    expect(formula.type).toBe(ExcelJS.ValueType.RichText);
    expect(formula.text).toBe('=SUM(A1)');
    expect(sheet.rowCount).toBe(5);
  });

  it('writes a text with a tab or carriage return before a formula as text, streamed or whole', async () => {
    const at = new Date(Date.UTC(2025, 0, 31));
    const rows: Row[] = ['\t=1+1', '\r=1+1', '\t\r@SUM(A1)'].map((text) => ({
      text,
      amount: 0,
      day: at,
      at,
    }));
    async function* once(): AsyncGenerator<Row[]> {
      yield rows;
    }
    for (const content of [
      await buffer(streamSheet('s', columns, once())),
      await writeSheet('s', columns, rows),
    ]) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(content as never);
      const sheet = workbook.worksheets[0]!;
      for (const n of [2, 3, 4]) {
        expect(sheet.getRow(n).getCell(1).type, rows[n - 2]!.text).toBe(ExcelJS.ValueType.RichText);
      }
    }
  });

  it('ends the stream with the error of a page that fails', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [];
      throw new Error('read failed');
    }
    await expect(buffer(streamSheet('x', columns, failing()))).rejects.toThrow('read failed');
  });
});
