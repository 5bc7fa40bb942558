import { API_BASE, productEntity, type ProductAddRequest, type ProductForm } from '@mall/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysCategory } from '../../test/tables';
import { mallProduct } from './schema';

// The products on the admin kit: the definition's filters, unique code, versioned edit, export, batch delete.

let t: TestApp;
let sales: string;
let categoryId: string;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  language = 'en',
) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': sales, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function product(code: string, overrides: Partial<ProductAddRequest> = {}): ProductAddRequest {
  return {
    categoryId,
    code,
    name: { zh: '套件泵', en: 'Kit pump' },
    model: 'KP-1',
    brand: 'Acme',
    images: [],
    hot: false,
    recommend: false,
    status: 1,
    sortNo: 0,
    scenario: { zh: '', en: '' },
    features: { zh: '', en: '' },
    styles: [
      {
        name: { zh: '标准', en: 'Standard' },
        spec: 'S',
        unit: 'pcs',
        price: '12.50',
        currency: 'CNY',
        status: 1,
      },
    ],
    parameters: [],
    resources: [],
    accessories: [],
    suites: [],
    ...overrides,
  };
}

async function add(body: ProductAddRequest): Promise<ProductForm> {
  const response = await call('POST', '/catalogue/product/add', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

const codes = (response: { json(): { result: { records: { code: string }[] } } }) =>
  response.json().result.records.map((record) => record.code);

async function sheetOf(query: string, language: string) {
  const response = await call('GET', `/catalogue/product/exportXls${query}`, undefined, language);
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { sheet: workbook.worksheets[0]!, disposition: String(response.headers['content-disposition']) };
}

beforeAll(async () => {
  t = await createTestApp();
  sales = await t.login('sales');
  const [leaf] = await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01A01'));
  categoryId = leaf?.id ?? '';
});
afterAll(() => t?.close());

describe('products on the admin kit', () => {
  it('filters by the definition’s fields: code contains, shelf status, flags as true/false or 1/0', async () => {
    await add(product('KIT-FLT-A', { hot: true }));
    await add(product('KIT-FLT-B', { recommend: true, status: 0 }));
    expect(codes(await call('GET', '/catalogue/product/list?code=FLT-&column=code&order=asc'))).toEqual([
      'KIT-FLT-A',
      'KIT-FLT-B',
    ]);
    expect(codes(await call('GET', '/catalogue/product/list?code=KIT-FLT&hot=1'))).toEqual(['KIT-FLT-A']);
    expect(codes(await call('GET', '/catalogue/product/list?code=KIT-FLT&recommend=true'))).toEqual([
      'KIT-FLT-B',
    ]);
    expect(codes(await call('GET', '/catalogue/product/list?code=KIT-FLT&status=0'))).toEqual(['KIT-FLT-B']);
    // A status outside the dictionary and a sort on a field that is not sortable are refused.
    expect((await call('GET', '/catalogue/product/list?status=5')).statusCode).toBe(400);
    expectFailure(
      await call('GET', '/catalogue/product/list?column=name'),
      400,
      'error.sortColumnNotAllowed',
    );
  });

  it('refuses a code another product holds, on add and on edit, as an error on the code field', async () => {
    await add(product('KIT-UQ-1'));
    const second = await add(product('KIT-UQ-2'));
    const taken = { errors: [{ field: 'code', message: 'This product code is already in use' }] };
    expectFailure(
      await call('POST', '/catalogue/product/add', product('KIT-UQ-1')),
      400,
      'catalogue.codeTaken',
      taken,
    );
    const edit = { ...product('KIT-UQ-1'), id: second.id, version: second.version };
    expectFailure(await call('PUT', '/catalogue/product/edit', edit), 400, 'catalogue.codeTaken', taken);
    // Keeping its own code is no conflict.
    const kept = await call('PUT', '/catalogue/product/edit', { ...edit, code: 'KIT-UQ-2' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('edits against the version read: a stale one is a 409 and changes nothing', async () => {
    const created = await add(product('KIT-VER-1'));
    const edit = { ...product('KIT-VER-1'), id: created.id, version: created.version, model: 'KP-2' };
    const first = await call('PUT', '/catalogue/product/edit', edit);
    expect(first.statusCode, first.body).toBe(200);
    expectFailure(
      await call('PUT', '/catalogue/product/edit', { ...edit, model: 'KP-3' }),
      409,
      'catalogue.productStale',
    );
    const [row] = await t.app.db.select().from(mallProduct).where(eq(mallProduct.id, created.id));
    expect(row).toMatchObject({ model: 'KP-2', version: created.version + 1 });
  });

  it('exports with the definition’s titles in zh and en, category names, and formulas kept as text', async () => {
    await add(product('KIT-EXP-1', { model: '=HYPERLINK("http://evil","x")', brand: '@SUM(A1)', hot: true }));
    const en = await sheetOf('?code=KIT-EXP', 'en');
    const titles = productEntity.exportColumns.map((name) => productEntity.fields[name].title);
    expect((en.sheet.getRow(1).values as unknown[]).slice(1)).toEqual(titles.map((title) => title.en));
    expect(en.disposition).toContain(encodeURIComponent('Products'));
    expect(en.sheet.rowCount).toBe(2);
    const cell = (name: string) =>
      en.sheet.getRow(2).getCell(productEntity.exportColumns.indexOf(name as never) + 1);
    expect(cell('code').value).toBe('KIT-EXP-1');
    expect(cell('categoryId').value).not.toBe(categoryId);
    expect(typeof cell('categoryId').value).toBe('string');
    expect([cell('status').value, cell('hot').value, cell('recommend').value]).toEqual([
      'On shelf',
      'Yes',
      'No',
    ]);
    // A price is a number a spreadsheet adds up.
    expect(cell('price').value).toBe(12.5);
    expect(cell('updateTime').value).toBeInstanceOf(Date);
    for (const name of ['model', 'brand']) {
      expect(cell(name).type, name).toBe(ExcelJS.ValueType.RichText);
      expect(cell(name).formula).toBeUndefined();
    }
    expect(cell('model').text).toBe('=HYPERLINK("http://evil","x")');

    const zh = await sheetOf('?code=KIT-EXP', 'zh');
    expect((zh.sheet.getRow(1).values as unknown[]).slice(1)).toEqual(titles.map((title) => title.zh));
    expect(zh.sheet.getRow(2).getCell(productEntity.exportColumns.indexOf('status') + 1).value).toBe('上架');
  });

  it('deletes a batch of its own products only, marks them, and refuses an oversized batch', async () => {
    const [a, b] = [await add(product('KIT-DEL-1')), await add(product('KIT-DEL-2'))];
    const deleted = await call('DELETE', `/catalogue/product/deleteBatch?ids=${a.id},${b.id},${newId()}`);
    expect(deleted.json().result).toEqual({ count: 2 });
    const rows = await t.app.db.select().from(mallProduct).where(eq(mallProduct.code, 'KIT-DEL-1'));
    expect(rows).toMatchObject([{ delFlag: true, status: 0 }]);
    expect((await call('GET', '/catalogue/product/list?code=KIT-DEL')).json().result.total).toBe(0);
    const tooMany = Array.from({ length: productEntity.batchMax + 1 }, () => newId()).join(',');
    expect((await call('DELETE', `/catalogue/product/deleteBatch?ids=${tooMany}`)).statusCode).toBe(400);
  });
});
