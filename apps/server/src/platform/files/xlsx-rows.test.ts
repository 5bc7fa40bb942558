import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxRows } from './xlsx-rows';

const folder = await mkdtemp(join(tmpdir(), 'xlsx-rows-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('xlsxRows', () => {
  it('reads every Chinese text whole, however the inflated chunks fall, with empty cells as null', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('产品');
    const expected: unknown[][] = [];
    for (let i = 0; i < 5_000; i++) {
      const row = [`压力传感器 ${i}`, i % 3 === 0 ? null : i + 0.5, `上海市浦东新区${i}号`, i % 2 === 0];
      sheet.addRow(row);
      expected.push(row);
    }
    const path = join(folder, 'chinese.xlsx');
    await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()));
    const rows: unknown[][] = [];
    for await (const batch of xlsxRows({ path })) rows.push(...batch.map((row) => row.cells));
    expect(rows).toEqual(expected);
  });
});
