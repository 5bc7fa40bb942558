import { API_BASE, type ImportResult } from '@mall/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { apiCall, resultOf } from './test/org-fixtures';
import { sysCategory, sysDepart } from './test/tables';

// importExcel of the dictionaries (with their items), the categories and the departments (trees whose
// parent a row names): all good → 200; some bad → 201 and an error file of exactly the bad rows; the
// corrected error file completes the job.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

type Cell = string | number | null | undefined;

async function xlsx(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function rowsOf(content: Buffer | ArrayBuffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as ArrayBuffer);
  const rows: Cell[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row, number) => {
    const values = (row.values as Cell[]).slice(1);
    rows[number - 1] = values;
  });
  return rows.filter(Boolean);
}

async function upload(path: string, rows: Cell[][], language = 'zh') {
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(await xlsx(rows))]), 'sheet.xlsx');
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: { 'x-access-token': admin, 'accept-language': language },
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { code: number; result: ImportResult };
}

/** The error file of a 201: its header and rows (each with the reason last). */
async function errorFile(result: ImportResult): Promise<Cell[][]> {
  const file = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}${result.fileUrl}`,
    headers: { 'x-access-token': admin },
  });
  expect(file.statusCode).toBe(200);
  return rowsOf(file.rawPayload);
}

const get = async <T>(url: string) => resultOf<T>(await apiCall(t, admin, 'GET', url));

describe('importExcel of dictionaries with their items', () => {
  const HEADER = ['字典编码', '字典名称', '描述', '数据值', '名称', '名称(英文)', '排序'];
  const items = async (code: string) => {
    const dicts = await get<{ records: { id: string; dictCode: string }[] }>(
      `/sys/dict/list?dictCode=${code}`,
    );
    const dict = dicts.records.find((record) => record.dictCode === code);
    if (!dict) return undefined;
    const list = await get<{ records: { itemValue: string; itemText: { zh: string; en: string } }[] }>(
      `/sys/dictItem/list?dictId=${dict.id}&column=sortOrder&order=asc`,
    );
    return list.records.map((item) => `${item.itemValue}:${item.itemText.zh}/${item.itemText.en}`);
  };

  it('answers 200 when every row went in: consecutive rows of a code are one dictionary and its items', async () => {
    const body = await upload('/sys/dict/importExcel', [
      HEADER,
      ['imp_size', '尺寸', '', 'S', '小', 'Small', 1],
      ['imp_size', '尺寸', '', 'L', '大', null, 2],
      ['imp_empty', '空', 'no items', null, null, null, null],
    ]);
    expect(body).toMatchObject({ code: 200, result: { totalCount: 3, successCount: 3, errorCount: 0 } });
    expect(await items('imp_size')).toEqual(['S:小/Small', 'L:大/大']);
    expect(await items('imp_empty')).toEqual([]);
  });

  it('keeps bad dictionaries out with their reasons; the corrected error file completes the job', async () => {
    const body = await upload(
      '/sys/dict/importExcel',
      [
        ['Dictionary code', 'Dictionary name', 'Item value', 'Item text'],
        ['imp_good', 'Good', 'a', 'A'],
        ['bad code!', 'Bad', 'a', 'A'],
        ['imp_size', 'Taken', 'x', 'X'],
        ['imp_twice', 'Twice', 'a', 'A'],
        ['imp_twice', 'Twice', 'a', 'B'],
      ],
      'en',
    );
    expect(body).toMatchObject({ code: 201, result: { totalCount: 5, successCount: 1, errorCount: 4 } });
    const rows = await errorFile(body.result);
    expect(rows[0]).toEqual(['Dictionary code', 'Dictionary name', 'Item value', 'Item text', 'Reason']);
    // A row its form refuses fails at once; a taken code when its batch is saved.
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['bad code!', 'Bad', 'a', 'A'],
      ['imp_twice', 'Twice', 'a', 'A'],
      ['imp_twice', 'Twice', 'a', 'B'],
      ['imp_size', 'Taken', 'x', 'X'],
    ]);
    const reasons = rows.slice(1).map((row) => String(row[4]));
    expect(reasons[0]).toContain('Dictionary code');
    expect(reasons[1]).toBe('Item value: This value already exists in the dictionary');
    expect(reasons[3]).toBe('The dictionary code already exists');
    expect(await items('imp_good')).toEqual(['a:A/A']);

    const corrected = rows.map((row, i) =>
      i === 1
        ? ['imp_fixed', ...row.slice(1)]
        : i === 4
          ? ['imp_moved', ...row.slice(1)]
          : i === 3
            ? [row[0], row[1], 'b', row[3], row[4]]
            : row,
    );
    const again = await upload('/sys/dict/importExcel', corrected, 'en');
    expect(again).toMatchObject({ code: 200, result: { successCount: 4, errorCount: 0 } });
    expect(await items('imp_twice')).toEqual(['a:A/A', 'b:B/B']);
    expect(await items('imp_fixed')).toEqual(['a:A/A']);
  });
});

describe('importExcel of categories (parent by code)', () => {
  const HEADER = ['分类名称', '分类名称(英文)', '分类编码', '父级编码', '排序'];
  /** The tenant's categories by English name. */
  async function categories() {
    const rows = await t.app.db.select().from(sysCategory);
    return new Map(rows.map((row) => [row.name.en, { id: row.id, pid: row.pid, code: row.code }]));
  }

  it('makes a tree from a stored parent and the file’s own codes (200); unknown parents are kept out (201)', async () => {
    const body = await upload('/sys/category/importExcel', [
      HEADER,
      ['导入根', 'Import root', 'F1', null, 1],
      ['导入子', 'Import child', 'F1A', 'F1', 2],
      ['挂到已有', 'Under stored', null, 'A01', 3],
    ]);
    expect(body).toMatchObject({ code: 200, result: { totalCount: 3, successCount: 3, errorCount: 0 } });
    const made = await categories();
    const root = made.get('Import root')!;
    expect(root.pid).toBeNull();
    expect(made.get('Import child')!.pid).toBe(root.id);
    expect(made.get('Import child')!.code.startsWith(root.code)).toBe(true);
    expect(made.get('Under stored')!.code).toMatch(/^A01.+/);

    const bad = await upload('/sys/category/importExcel', [
      HEADER,
      ['孤儿', 'Orphan', null, 'NOPE', 1],
      ['好的', 'Fine', null, null, 1],
      [null, 'Nameless', null, 'A01', 1],
    ]);
    expect(bad).toMatchObject({ code: 201, result: { totalCount: 3, successCount: 1, errorCount: 2 } });
    const rows = await errorFile(bad.result);
    expect(rows[0]).toEqual([...HEADER, '错误原因']);
    // A row its form refuses fails at once; an unknown parent when its batch is saved.
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Nameless', 'Orphan']);
    expect(String(rows[1]![5])).toContain('分类名称');
    expect(String(rows[2]![5])).toBe('父级分类不存在');
    const corrected = rows.map((row, i) =>
      i === 2 ? [row[0], row[1], null, 'A01', row[4], row[5]] : i === 1 ? ['无名', ...row.slice(1)] : row,
    );
    const again = await upload('/sys/category/importExcel', corrected);
    expect(again).toMatchObject({ code: 200, result: { successCount: 2, errorCount: 0 } });
    const after = await categories();
    expect(after.get('Orphan')!.code).toMatch(/^A01.+/);
    expect(after.has('Nameless')).toBe(true);
    expect(after.has('Fine')).toBe(true);
  });
});

describe('importExcel of departments (parent by org code or name)', () => {
  const HEADER = ['机构名称', '机构名称(英文)', '机构编码', '机构类型', '上级部门', '电话'];
  /** The tenant's live departments by English name. */
  async function departs() {
    const rows = await t.app.db.select().from(sysDepart);
    return new Map(
      rows.map((row) => [row.departName.en, { id: row.id, parentId: row.parentId, code: row.orgCode }]),
    );
  }

  it('makes a tree from the file’s org codes and names (200); unknown parents and bad kinds are kept out (201)', async () => {
    const body = await upload('/sys/sysDepart/importExcel', [
      HEADER,
      ['导入公司', 'Import company', 'X1', '公司', null, null],
      ['导入部门', 'Import dept', 'X1A', '部门', 'X1', '010-1'],
      ['导入岗位', 'Import post', null, 'Post', '导入部门', null],
    ]);
    expect(body).toMatchObject({ code: 200, result: { totalCount: 3, successCount: 3, errorCount: 0 } });
    const made = await departs();
    const company = made.get('Import company')!;
    expect(company.parentId).toBeNull();
    expect(made.get('Import dept')!.parentId).toBe(company.id);
    expect(made.get('Import post')!.parentId).toBe(made.get('Import dept')!.id);

    const bad = await upload(
      '/sys/sysDepart/importExcel',
      [
        ['Name', 'Name (English)', 'Kind', 'Parent'],
        ['Stray', null, 'Department', 'Nowhere'],
        ['Sales west', null, 'Department', company.code],
        ['Odd kind', null, 'Planet', null],
        ['Under post', null, 'Department', 'Import post'],
      ],
      'en',
    );
    expect(bad).toMatchObject({ code: 201, result: { totalCount: 4, successCount: 1, errorCount: 3 } });
    const rows = await errorFile(bad.result);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Odd kind', 'Stray', 'Under post']);
    const reasons = rows.slice(1).map((row) => String(row[4]));
    expect(reasons[0]).toContain('Kind');
    expect(reasons[1]).toBe('The parent department does not exist (looked up by org code or name)');
    expect(reasons[2]).toBe('A post cannot have anything under it');
    expect((await departs()).get('Sales west')!.parentId).toBe(company.id);

    const corrected = rows.map((row, i) =>
      i === 2
        ? [row[0], row[1], row[2], 'Import company', row[4]]
        : i === 1
          ? [row[0], row[1], 'Company', ...row.slice(3)]
          : i === 3
            ? [row[0], row[1], row[2], 'Import dept', row[4]]
            : row,
    );
    const again = await upload('/sys/sysDepart/importExcel', corrected, 'en');
    expect(again).toMatchObject({ code: 200, result: { successCount: 3, errorCount: 0 } });
    const after = await departs();
    expect(after.get('Stray')!.parentId).toBe(company.id);
    expect(after.get('Odd kind')!.parentId).toBeNull();
    expect(after.get('Under post')!.parentId).toBe(made.get('Import dept')!.id);
  });
});
