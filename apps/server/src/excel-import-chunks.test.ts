import { API_BASE, type ImportResult, type PageResult } from '@mall/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE } from './platform/admin-kit/import';
import { createTestApp, type TestApp } from './test/app';
import { apiCall, resultOf } from './test/org-fixtures';

// Product imports of more rows than one batch: the checks and the saves hold across the batch boundary.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

type Cell = string | number | null;
const HEADER = ['产品编码', '产品名称', '产品分类', '型号', '状态', '款式名称', '标准价', '款式价格单位'];
const CATEGORY = 'Pressure Sensors';

const productRow = (code: string, category = CATEGORY, price: Cell = 10.5): Cell[] => [
  code,
  `分批产品 ${code}`,
  category,
  'M1',
  '上架',
  '标准',
  price,
  'CNY',
];

async function upload(rows: Cell[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of [HEADER, ...rows]) sheet.addRow(row);
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'products.xlsx');
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/catalogue/product/importExcel`,
    headers: { 'x-access-token': admin, 'accept-language': 'zh' },
    payload: form,
  });
  return response.json() as { code: number; result: ImportResult };
}

/** The error file's rows after its header: the original cells, the reason last. */
async function errorRows(fileUrl: string): Promise<Cell[][]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}${fileUrl}`,
    headers: { 'x-access-token': admin },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: Cell[][] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as Cell[]).slice(1));
  });
  return rows;
}

const storedCount = async (code: string) =>
  resultOf<PageResult<unknown>>(
    await apiCall(t, admin, 'GET', `/catalogue/product/list?code=${code}&pageSize=1`),
  ).total;

const code = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, '0')}`;

describe('importExcel of products across batches', () => {
  it('keeps out a bad row in the middle of a batch and a code repeated or taken in the next batch, saving the rest; the corrected rows then go in', async () => {
    expect((await upload([productRow('CHK-STORED')])).code).toBe(200);
    const count = IMPORT_BATCH_SIZE + 10;
    const rows = Array.from({ length: count }, (_, i) => productRow(code('CHKB', i)));
    const middle = IMPORT_BATCH_SIZE / 2;
    rows[middle] = productRow(code('CHKB', middle), 'No such category');
    rows[middle + 1] = productRow(code('CHKB', middle + 1), CATEGORY, 'abc');
    // In the second batch: a code of the first batch, and a code stored before the import.
    rows[IMPORT_BATCH_SIZE + 2] = productRow(code('CHKB', 3));
    rows[IMPORT_BATCH_SIZE + 3] = productRow('CHK-STORED');

    const body = await upload(rows);
    expect(body.code).toBe(201);
    expect(body.result).toMatchObject({ totalCount: count, successCount: count - 4, errorCount: 4 });
    expect(await storedCount('CHKB-')).toBe(count - 4);
    const failed = await errorRows(body.result.fileUrl!);
    const byRow = (row: Cell[]) =>
      rows.findLastIndex((original) => original.every((cell, i) => cell === row[i]));
    expect(
      failed.map((row) => [byRow(row), row[HEADER.length]]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [middle, '产品分类不存在'],
      [middle + 1, expect.stringContaining('标准价')],
      [IMPORT_BATCH_SIZE + 2, '产品编码在文件中重复'],
      [IMPORT_BATCH_SIZE + 3, '产品编码已存在'],
    ]);

    // The error file, corrected, completes the import.
    const corrected = failed.map((row, i) => {
      const fixed = productRow(String(row[0]));
      if (row[0] === code('CHKB', 3) || row[0] === 'CHK-STORED') fixed[0] = `CHK-FIXED-${i}`;
      return fixed;
    });
    const again = await upload(corrected);
    expect(again).toMatchObject({ code: 200, result: { successCount: 4, errorCount: 0 } });
    expect(await storedCount('CHKB-')).toBe(count - 2);
  });

  it('saves the rest of a batch whose insert was refused as a whole: only the product refused is kept out, with its reason', async () => {
    // The insert of the batch is refused as a whole for one of its products (a trigger refuses its code).
    await t.app.db.execute(sql`create function chk_race() returns trigger language plpgsql as $$
      begin
        if new.code = 'CHK-RACE' then
          raise unique_violation using constraint = 'mall_product_tenant_code_uq', message = 'taken meanwhile';
        end if;
        return new;
      end $$`);
    await t.app.db.execute(
      sql`create trigger chk_race before insert on mall_product for each row execute function chk_race()`,
    );
    try {
      const body = await upload([productRow('CHK-R1'), productRow('CHK-RACE'), productRow('CHK-R2')]);
      expect(body.result).toMatchObject({ totalCount: 3, successCount: 2, errorCount: 1 });
      expect((await errorRows(body.result.fileUrl!)).map((row) => [row[0], row[HEADER.length]])).toEqual([
        ['CHK-RACE', '产品编码已存在'],
      ]);
      expect(await storedCount('CHK-R')).toBe(2);
    } finally {
      await t.app.db.execute(sql`drop trigger chk_race on mall_product`);
      await t.app.db.execute(sql`drop function chk_race()`);
    }
  });
});
