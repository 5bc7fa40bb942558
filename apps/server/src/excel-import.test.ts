import { API_BASE, ErrorKey, type ImportResult, type PageResult, type PositionRecord } from '@mall/shared';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { expectFailure } from './test/envelope';
import { addTenantWithUser, apiCall, resultOf } from './test/org-fixtures';

let t: TestApp;
let admin: string;
let sales: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all([t.login('admin'), t.login('sales')]);
});
afterAll(() => t?.close());

type Cell = string | number | null;

async function xlsx(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function rowsOf(content: Buffer | ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

function upload(path: string, files: { name: string; content: Buffer }[], token = admin, language = 'zh') {
  const form = new FormData();
  for (const file of files) form.append('files[]', new Blob([new Uint8Array(file.content)]), file.name);
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: { 'x-access-token': token, 'accept-language': language },
    payload: form,
  });
}

const download = (fileUrl: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${fileUrl}`, headers: { 'x-access-token': token } });

const positionCodes = async (code: string) =>
  resultOf<PageResult<PositionRecord>>(
    await apiCall(t, admin, 'GET', `/sys/position/list?code=${code}&column=code&order=asc&pageSize=50`),
  ).records.map((record) => record.code);

const HEADER_ZH = ['职务编码', '职务名称', '职级', '职务等级', '备注'];

describe('POST importExcel', () => {
  it('answers 200 when every row went in, header matched in either language', async () => {
    const zh = await upload('/sys/position/importExcel', [
      {
        name: 'a.xlsx',
        content: await xlsx([HEADER_ZH, ['IMPA1', '甲', '中级', 2, null], ['IMPA2', '乙', 3, 1, 'x']]),
      },
    ]);
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({ code: 200, result: { totalCount: 2, successCount: 2, errorCount: 0 } });
    const en = await upload(
      '/sys/position/importExcel',
      [
        {
          name: 'b.xlsx',
          content: await xlsx([
            [' code ', 'NAME', 'Rank', 'Post level'],
            ['IMPA3', 'C', 'Senior', 4],
          ]),
        },
      ],
      admin,
      'en',
    );
    expect(en.json()).toMatchObject({ code: 200, result: { successCount: 1 } });
    expect(await positionCodes('IMPA')).toEqual(['IMPA1', 'IMPA2', 'IMPA3']);
  });

  it('takes a code only another tenant holds, and refuses one its own tenant holds', async () => {
    const other = await addTenantWithUser(t, 'import-other', 'import-other-admin');
    const position = { name: 'x', postRank: 1, postLevel: 1 };
    resultOf(await apiCall(t, other.token, 'POST', '/sys/position/add', { ...position, code: 'IMPT1' }));
    resultOf(await apiCall(t, admin, 'POST', '/sys/position/add', { ...position, code: 'IMPT2' }));
    const response = await upload('/sys/position/importExcel', [
      {
        name: 't.xlsx',
        content: await xlsx([HEADER_ZH, ['IMPT1', '甲', 1, 1, null], ['IMPT2', '乙', 1, 1, null]]),
      },
    ]);
    expect(response.json()).toMatchObject({ result: { totalCount: 2, successCount: 1, errorCount: 1 } });
    expect(await positionCodes('IMPT')).toEqual(['IMPT1', 'IMPT2']);
  });

  it('keeps bad rows out with their reasons in an error file only the importer may download, once', async () => {
    await apiCall(t, admin, 'POST', '/sys/position/add', {
      code: 'IMPBX',
      name: 'x',
      postRank: 1,
      postLevel: 1,
    });
    const rows: Cell[][] = [
      HEADER_ZH,
      ['IMPB1', '好', '员级', 1, null],
      ['IMPB2', '坏级', '不存在', 1, null],
      ['IMPBX', '已占用', '员级', 1, null],
      ['IMPB1', '重复', '员级', 1, null],
      ['IMPB3', '好', '员级', 2, null],
    ];
    const response = await upload('/sys/position/importExcel', [
      { name: 'bad.xlsx', content: await xlsx(rows) },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; result: ImportResult };
    expect(body.code).toBe(201);
    expect(body.result).toMatchObject({ totalCount: 5, successCount: 2, errorCount: 3 });
    expect(await positionCodes('IMPB')).toEqual(['IMPB1', 'IMPB3', 'IMPBX']);

    const fileUrl = body.result.fileUrl!;
    expect((await download(fileUrl, sales)).statusCode).toBe(404);
    const file = await download(fileUrl);
    expect(file.statusCode).toBe(200);
    const errorRows = await rowsOf(file.rawPayload);
    expect(errorRows[0]).toEqual([...HEADER_ZH, '错误原因']);
    expect(errorRows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['IMPB2', '坏级'],
      // A duplicate within the file fails at once; a stored code when its batch is saved.
      ['IMPB1', '重复'],
      ['IMPBX', '已占用'],
    ]);
    const reasons = errorRows.slice(1).map((row) => String(row[5]));
    expect(reasons[0]).toContain('职级');
    expect(reasons[1]).toBe('职务编码在文件中重复');
    expect(reasons[2]).toBe('职务编码已存在');
    // Downloaded once: gone.
    expect((await download(fileUrl)).statusCode).toBe(404);

    // The error file, corrected, completes the job (its reason column is ignored).
    const corrected = errorRows.map((row, i) =>
      i === 0
        ? row
        : [
            i === 2 ? 'IMPB4' : i === 3 ? 'IMPB5' : row[0],
            row[1],
            i === 1 ? '员级' : row[2],
            row[3],
            null,
            row[5],
          ],
    ) as Cell[][];
    const again = await upload('/sys/position/importExcel', [
      { name: 'fixed.xlsx', content: await xlsx(corrected) },
    ]);
    expect(again.json()).toMatchObject({ code: 200, result: { successCount: 3, errorCount: 0 } });
    expect(await positionCodes('IMPB')).toEqual(['IMPB1', 'IMPB2', 'IMPB3', 'IMPB4', 'IMPB5', 'IMPBX']);
  });

  it('reads several files at once and the old .xls format', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([HEADER_ZH, ['IMPC2', '旧格式', '中级', 3, null]]),
    );
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const response = await upload('/sys/position/importExcel', [
      { name: 'one.xlsx', content: await xlsx([HEADER_ZH, ['IMPC1', '新格式', '中级', 3, null]]) },
      { name: 'two.XLS', content: xls },
    ]);
    expect(response.json()).toMatchObject({ code: 200, result: { totalCount: 2, successCount: 2 } });
    expect(await positionCodes('IMPC')).toEqual(['IMPC1', 'IMPC2']);
  });

  it('refuses other file types, a file without the list’s header, no file and no permission', async () => {
    const good = await xlsx([HEADER_ZH, ['IMPD1', 'x', 1, 1, null]]);
    expectFailure(
      await upload('/sys/position/importExcel', [{ name: 'a.csv', content: good }]),
      400,
      ErrorKey.importBadType,
    );
    expectFailure(
      await upload('/sys/position/importExcel', [{ name: 'fake.xlsx', content: Buffer.from('code,name\n') }]),
      400,
      ErrorKey.importBadType,
    );
    // A zip's signature with a damaged archive behind it: refused by name, not a server error.
    const damaged = Buffer.concat([good.subarray(0, 200), Buffer.alloc(400, 7)]);
    const response = await upload('/sys/position/importExcel', [{ name: 'damaged.xlsx', content: damaged }]);
    expectFailure(response, 400, ErrorKey.importUnreadable);
    expect(response.json().message).toContain('damaged.xlsx');
    expectFailure(
      await upload('/sys/position/importExcel', [
        {
          name: 'h.xlsx',
          content: await xlsx([
            ['foo', 'bar'],
            ['1', '2'],
          ]),
        },
      ]),
      400,
      ErrorKey.importNoHeader,
    );
    expectFailure(await upload('/sys/position/importExcel', []), 400, ErrorKey.importNoFile);
    expectFailure(
      await upload('/sys/position/importExcel', [{ name: 'a.xlsx', content: good }], sales),
      403,
      ErrorKey.forbidden,
    );
    expect(await positionCodes('IMPD')).toEqual([]);
  });
});

describe('importExcel of products and users', () => {
  it('joins a product’s style rows into one product, by the category’s name; an unknown category is kept out', async () => {
    const header = ['产品编码', '产品名称', '产品分类', '型号', '状态', '款式名称', '标准价', '款式价格单位'];
    const response = await upload('/catalogue/product/importExcel', [
      {
        name: 'products.xlsx',
        content: await xlsx([
          header,
          ['IMP-P1', '导入产品', 'Pressure Sensors', 'M1', '上架', '红', 10.5, 'CNY'],
          ['IMP-P1', null, null, null, null, '蓝', '12', 'USD'],
          ['IMP-P2', '无分类', 'No such category', 'M2', '下架', '标准', 1, 'CNY'],
          ['IMP-P3', '坏价格', 'Pressure Sensors', 'M3', '上架', '标准', 'abc', 'CNY'],
        ]),
      },
    ]);
    const body = response.json() as { code: number; result: ImportResult };
    expect(body.code).toBe(201);
    expect(body.result).toMatchObject({ totalCount: 4, successCount: 2, errorCount: 2 });
    const page = resultOf<
      PageResult<{ id: string; code: string; price: string; categoryId_dictText: string }>
    >(await apiCall(t, admin, 'GET', '/catalogue/product/list?code=IMP-P', undefined, 'en'));
    expect(page.records.map((record) => record.code)).toEqual(['IMP-P1']);
    const form = resultOf<{ styles: { name: { zh: string }; price: string; currency: string }[] }>(
      await apiCall(t, admin, 'GET', `/catalogue/product/queryById?id=${page.records[0]!.id}`),
    );
    expect(form.styles.map((style) => [style.name.zh, style.price, style.currency])).toEqual([
      ['红', '10.50', 'CNY'],
      ['蓝', '12.00', 'USD'],
    ]);
    const errorRows = await rowsOf((await download(body.result.fileUrl!)).rawPayload);
    expect(errorRows.slice(1).map((row) => [row[0], row[8]])).toEqual([
      ['IMP-P3', expect.stringContaining('标准价')],
      ['IMP-P2', '产品分类不存在'],
    ]);
  });

  it('brings the statistics of the tables it wrote up to date before it answers', async () => {
    const header = ['产品编码', '产品名称', '产品分类', '型号', '状态', '款式名称', '标准价', '款式价格单位'];
    const response = await upload('/catalogue/product/importExcel', [
      {
        name: 'products.xlsx',
        content: await xlsx([
          header,
          ['IMP-S1', '统计', 'Pressure Sensors', 'M1', '上架', '红', 1, 'CNY'],
          ['IMP-S1', null, null, null, null, '蓝', 2, 'CNY'],
        ]),
      },
    ]);
    expect((response.json() as { result: ImportResult }).result).toMatchObject({
      successCount: 2,
      errorCount: 0,
    });
    // ANALYZE reads every row of a small table: the planner's row count is then the table's.
    const planned = await t.app.db.execute(
      sql`select c.relname as name, c.reltuples::int as planned,
                 (case c.relname when 'mall_product' then (select count(*) from mall_product)
                                 else (select count(*) from mall_product_style) end)::int as actual
          from pg_class c where c.relname in ('mall_product', 'mall_product_style') order by c.relname`,
    );
    const rows = (planned as unknown as { rows: { name: string; planned: number; actual: number }[] }).rows;
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.planned, row.name).toBe(row.actual);
  });

  it('imports users with a password nobody knows and their roles, keeping out a taken name, a bad phone and an unknown role', async () => {
    const header = ['用户名', '用户姓名', '手机号', '邮箱', '状态', '角色'];
    const response = await upload('/sys/user/importExcel', [
      {
        name: 'users.xlsx',
        content: await xlsx([
          header,
          ['imp.user1', '导入一', '13900000101', null, '正常', '销售, 采购商'],
          ['admin', '重名', null, null, null, null],
          ['imp.user2', '坏手机', '12345', null, null, null],
          ['imp.user3', '导入三', null, 'imp3@example.com', null, 'Administrator'],
          ['imp.user4', '无此角色', null, null, null, '销售, 仓管'],
        ]),
      },
    ]);
    const body = response.json() as { code: number; result: ImportResult };
    expect(body.result).toMatchObject({ totalCount: 5, successCount: 2, errorCount: 3 });
    const errorRows = await rowsOf((await download(body.result.fileUrl!)).rawPayload);
    expect(errorRows.slice(1).map((row) => [row[0], row[6]])).toEqual([
      ['imp.user2', expect.any(String)],
      ['admin', expect.any(String)],
      ['imp.user4', '角色不存在: 仓管'],
    ]);
    const users = resultOf<PageResult<{ username: string; roles: string[] }>>(
      await apiCall(t, admin, 'GET', '/sys/user/list?username=imp.user&column=username&order=asc'),
    ).records;
    expect(users.map((user) => [user.username, [...user.roles].sort()])).toEqual([
      ['imp.user1', ['采购商', '销售'].sort()],
      ['imp.user3', ['管理员']],
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      payload: { username: 'imp.user1', password: 'imported' },
    });
    expect(login.json().success).toBe(false);
  });
});

describe('GET exportXls', () => {
  it('writes formula-looking texts as text, the selection only, without the old 10,000 row cap', async () => {
    const added = [];
    for (const [code, memo] of [
      ['EXF1', '=1+1'],
      ['EXF2', '@SUM(A1)'],
      ['EXF3', 'plain'],
    ]) {
      added.push(
        resultOf<PositionRecord>(
          await apiCall(t, admin, 'POST', '/sys/position/add', {
            code,
            name: code,
            postRank: 1,
            postLevel: 1,
            memo,
          }),
        ),
      );
    }
    const response = await apiCall(
      t,
      admin,
      'GET',
      `/sys/position/exportXls?selections=${added[0]!.id},${added[1]!.id}&column=code&order=asc`,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const memo = sheet.getRow(2).getCell(6);
    expect(memo.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(memo.text).toBe('=1+1');
    expect(sheet.getRow(3).getCell(6).text).toBe('@SUM(A1)');
  });
});
