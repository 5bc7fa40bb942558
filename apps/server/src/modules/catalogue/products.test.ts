import { API_BASE, type ProductAddRequest, type ProductForm } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant } from '../../test/fixtures';
import { sysCategory } from '../../test/tables';
import { mallProduct, mallProductStyle } from './schema';

let t: TestApp;
let admin: string;
let sales: string;
let buyer: string;
let categoryId: string;
let linkedId: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108020000009077532e0000000c4944415478da6360f8cf0000030101009b7c2d4f0000000049454e44ae426082',
  'hex',
);

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function upload(token: string, biz: string, fileName: string, content: Buffer): Promise<string> {
  const boundary = 'testboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/common/upload`,
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as string;
}

function newProduct(code: string, overrides: Partial<ProductAddRequest> = {}): ProductAddRequest {
  return {
    categoryId,
    code,
    name: { zh: '测试泵 压力', en: 'Test Pump Pressure' },
    model: 'TP-1',
    brand: 'Acme',
    images: [],
    hot: false,
    recommend: false,
    status: 1,
    sortNo: 0,
    scenario: {
      zh: '<p onclick="x()">场景<script>alert(1)</script></p>',
      en: '<p>Scenario <a href="javascript:alert(1)">x</a></p>',
    },
    features: { zh: '<b>特点</b>', en: '<img src="https://example.com/a.png" onerror="x()">' },
    styles: [
      {
        name: { zh: '标准', en: 'Standard' },
        spec: 'S',
        unit: 'pcs',
        price: '120.50',
        currency: 'CNY',
        status: 1,
      },
      {
        name: { zh: '加强', en: 'Heavy' },
        spec: 'H',
        unit: 'pcs',
        price: '99.90',
        currency: 'USD',
        status: 1,
      },
      {
        name: { zh: '停售', en: 'Retired' },
        spec: 'R',
        unit: 'pcs',
        price: '1.00',
        currency: 'CNY',
        status: 0,
      },
    ],
    parameters: [{ name: { zh: '流量', en: 'Flow' }, value: '12 m³/h', sort: 1 }],
    resources: [],
    accessories: [
      { name: { zh: '电缆', en: 'Cable' }, brand: 'X', spec: '5 m', quantity: 2, productId: linkedId },
    ],
    suites: [{ name: { zh: '泵', en: 'Pump' }, brand: '', spec: '', quantity: 1, productId: null }],
    ...overrides,
  };
}

async function add(body: ProductAddRequest): Promise<ProductForm> {
  const response = await call('POST', '/catalogue/product/add', sales, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, sales, buyer] = await Promise.all([t.login('admin'), t.login('sales'), t.login('buyer')]);
  const [leaf] = await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01A01'));
  categoryId = leaf?.id ?? '';
  const [linked] = await t.app.db.select().from(mallProduct).where(eq(mallProduct.code, 'CON-MUR-7000'));
  linkedId = linked?.id ?? '';
});
afterAll(() => t?.close());

describe('product admin', () => {
  it('adds a product with its parts, sanitises rich text and keeps the lowest on-shelf price', async () => {
    const image = await upload(sales, 'product', 'pump.png', PNG);
    const pdf = await upload(sales, 'resource', 'sheet.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const product = await add(
      newProduct('TP-ADD-1', {
        images: [image],
        resources: [
          {
            title: { zh: '手册', en: 'Manual' },
            date: '2025-01-02',
            version: 'V1',
            comment: { zh: '', en: 'c' },
            file: pdf as never,
            fileName: 'manual.pdf',
          },
        ],
      }),
    );
    expect(product).toMatchObject({ code: 'TP-ADD-1', version: 1, images: [image] });
    expect(product.imageUrls[0]).toBe(`${API_BASE}/sys/common/static/${image}`);
    expect(product.styles.map((style) => style.price)).toEqual(['120.50', '99.90', '1.00']);
    expect(product.scenario.zh).toBe('<p>场景</p>');
    expect(product.scenario.en).not.toContain('javascript');
    expect(product.features.en).toBe('<img src="https://example.com/a.png" alt="" />');
    expect(product.accessories).toEqual([expect.objectContaining({ productId: linkedId, quantity: 2 })]);
    expect(product.resources[0]).toMatchObject({ file: pdf, fileName: 'manual.pdf', date: '2025-01-02' });

    const list = await call('GET', '/catalogue/product/list?code=TP-ADD&column=code&order=asc', sales);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.records).toEqual([
      expect.objectContaining({
        code: 'TP-ADD-1',
        name: 'Test Pump Pressure',
        price: '99.90',
        currency: 'USD',
        status_dictText: 'On shelf',
        categoryId_dictText: 'Pressure Sensors',
      }),
    ]);

    const image200 = await t.app.inject({ method: 'GET', url: product.imageUrls[0] ?? '' });
    expect(image200.statusCode).toBe(200);
    expect(image200.headers['content-type']).toBe('image/png');
  });

  it('filters by name in either language, category subtree, status and flags', async () => {
    await add(newProduct('TP-FLT-1', { name: { zh: '独特名称甲', en: 'Quirkyname' }, hot: true }));
    const byZh = await call('GET', `/catalogue/product/list?name=${encodeURIComponent('独特名称')}`, sales);
    expect(byZh.json().result.records.map((r: { code: string }) => r.code)).toEqual(['TP-FLT-1']);
    const byEn = await call('GET', '/catalogue/product/list?name=quirky&hot=true&status=1', sales);
    expect(byEn.json().result.records.map((r: { code: string }) => r.code)).toEqual(['TP-FLT-1']);
    const [root] = await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01'));
    const byCategory = await call(
      'GET',
      `/catalogue/product/list?categoryId=${root?.id}&pageSize=100`,
      sales,
    );
    const codes = byCategory.json().result.records.map((r: { code: string }) => r.code);
    expect(codes).toContain('TP-FLT-1');
    expect(codes).toContain('SEN-E2E-X5');
    expect(codes).not.toContain('SRV-SIE-1FK7');
  });

  it('exports the products of the current filter as a sheet in the caller’s language', async () => {
    await add(newProduct('TP-EXP-1', { name: { zh: '导出测试泵', en: 'Exportable pump' }, recommend: true }));
    const response = await call('GET', '/catalogue/product/exportXls?name=exportable&pageSize=10', sales);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Code');
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2);
    expect([1, 2, 6, 7, 8].map((cell) => row?.getCell(cell).value)).toEqual([
      'TP-EXP-1',
      'Exportable pump',
      'On shelf',
      'No',
      'Yes',
    ]);
    // Paging is ignored: the whole catalogue, more than a page.
    const all = new ExcelJS.Workbook();
    await all.xlsx.load(
      (await call('GET', '/catalogue/product/exportXls', sales)).rawPayload as unknown as ArrayBuffer,
    );
    expect(all.worksheets[0]?.rowCount).toBeGreaterThan(60);
    expectFailure(
      await call('GET', '/catalogue/product/exportXls?price=1', sales),
      400,
      'error.filterNotAllowed',
    );
  });

  it('refuses bad list input: unknown sort column, unknown filter, oversized page', async () => {
    expectFailure(
      await call('GET', '/catalogue/product/list?column=name;drop', sales),
      400,
      'error.sortColumnNotAllowed',
    );
    expectFailure(await call('GET', '/catalogue/product/list?price=1', sales), 400, 'error.filterNotAllowed');
    expect((await call('GET', '/catalogue/product/list?pageSize=100000', sales)).statusCode).toBe(400);
  });

  it('edits with the version read; a stale version is a 409; styles keep their ids', async () => {
    const product = await add(newProduct('TP-EDIT-1'));
    const [first, , third] = product.styles;
    const edit = {
      ...newProduct('TP-EDIT-1'),
      id: product.id,
      version: product.version,
      name: { zh: '改名', en: 'Renamed' },
      styles: [{ ...first, price: '130.00' }, { ...third }],
    };
    const response = await call('PUT', '/catalogue/product/edit', sales, edit);
    expect(response.statusCode, response.body).toBe(200);
    const edited: ProductForm = response.json().result;
    expect(edited.version).toBe(product.version + 1);
    expect(edited.styles.map((style) => style.id)).toEqual([first?.id, third?.id]);
    const removed = await t.app.db
      .select({ delFlag: mallProductStyle.delFlag })
      .from(mallProductStyle)
      .where(eq(mallProductStyle.id, product.styles[1]?.id ?? ''));
    expect(removed).toEqual([{ delFlag: true }]);

    expectFailure(await call('PUT', '/catalogue/product/edit', sales, edit), 409, 'catalogue.productStale', {
      message: 'This product has been updated, please refresh',
    });
    const foreignStyle = { ...edit, version: edited.version, styles: [{ ...first, id: newId() }] };
    expectFailure(
      await call('PUT', '/catalogue/product/edit', sales, foreignStyle),
      400,
      'catalogue.styleUnknown',
    );
    // A style of another product is as unknown as a made-up id, and that product's style stays as it was.
    const other = await add(newProduct('TP-EDIT-OTHER'));
    const otherStyle = other.styles[0]!;
    const stolen = { ...edit, version: edited.version, styles: [{ ...first, id: otherStyle.id }] };
    expectFailure(await call('PUT', '/catalogue/product/edit', sales, stolen), 400, 'catalogue.styleUnknown');
    const untouched = await t.app.db
      .select({ productId: mallProductStyle.productId, price: mallProductStyle.price })
      .from(mallProductStyle)
      .where(eq(mallProductStyle.id, otherStyle.id));
    expect(untouched).toEqual([{ productId: other.id, price: otherStyle.price }]);
  });

  it('refuses invalid products: taken code, unknown category, currency, price format, file paths', async () => {
    await add(newProduct('TP-DUP-1'));
    expectFailure(
      await call('POST', '/catalogue/product/add', sales, newProduct('TP-DUP-1')),
      400,
      'catalogue.codeTaken',
      {
        errors: [{ field: 'code', message: 'This product code is already in use' }],
      },
    );
    expectFailure(
      await call('POST', '/catalogue/product/add', sales, newProduct('TP-BAD-1', { categoryId: newId() })),
      400,
      'catalogue.categoryUnknown',
    );
    const badCurrency = newProduct('TP-BAD-2');
    badCurrency.styles = [{ ...badCurrency.styles[0]!, currency: 'XXX' }];
    expectFailure(
      await call('POST', '/catalogue/product/add', sales, badCurrency),
      400,
      'catalogue.currencyUnknown',
    );
    const badPrice = newProduct('TP-BAD-3');
    badPrice.styles = [{ ...badPrice.styles[0]!, price: '1234567890.00' }];
    expect((await call('POST', '/catalogue/product/add', sales, badPrice)).statusCode).toBe(400);
    const traversal = newProduct('TP-BAD-4', { images: ['../../etc/passwd' as never] });
    expect((await call('POST', '/catalogue/product/add', sales, traversal)).statusCode).toBe(400);
    const missing = newProduct('TP-BAD-5', {
      images: ['product/0190f5f0-0000-7000-8000-000000000000.png' as never],
    });
    expectFailure(await call('POST', '/catalogue/product/add', sales, missing), 400, 'catalogue.fileUnknown');
    // A key the form does not write and the list row does not show is refused (the row's display keys,
    // such as the lowest price, are sent back by a JeecgBoot edit form and ignored).
    const extra = { ...newProduct('TP-BAD-6'), tenantOwner: 'x' };
    expect((await call('POST', '/catalogue/product/add', sales, extra)).statusCode).toBe(400);
  });

  it('takes products off the shelves and deletes them; both move the version on', async () => {
    const product = await add(newProduct('TP-SHELF-1'));
    const found = async () =>
      (await call('GET', '/mall/product/search?keyword=TP-SHELF-1', sales)).json().result.total as number;
    // Searched twice, so the answer is the mall's cached one when the product leaves the shelves.
    expect(await found()).toBe(1);
    expect(await found()).toBe(1);
    const off = await call('PUT', '/catalogue/product/shelfBatch', sales, { ids: [product.id], status: 0 });
    expect(off.json().result).toEqual({ count: 1 });
    expect(await found()).toBe(0);
    // The browser's cache-buster (`_t`) does not make a search a new one: the kept answer is given.
    const statements = vi.spyOn(t.app.db, 'execute');
    try {
      for (const stamp of ['1', '2']) {
        const again = await call('GET', `/mall/product/search?keyword=TP-SHELF-1&_t=${stamp}`, sales);
        expect(again.json().result.total).toBe(0);
      }
      expect(statements).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
    }
    const read = await call('GET', `/catalogue/product/queryById?id=${product.id}`, sales);
    expect(read.json().result).toMatchObject({ status: 0, version: product.version + 1 });
    const deleted = await call(
      'DELETE',
      `/catalogue/product/deleteBatch?ids=${product.id},${newId()}`,
      sales,
    );
    expect(deleted.json().result).toEqual({ count: 1 });
    expectFailure(
      await call('GET', `/catalogue/product/queryById?id=${product.id}`, sales),
      404,
      'error.notFound',
    );
    // The code is free again.
    await add(newProduct('TP-SHELF-1'));
  });

  it('never shows or changes another tenant’s product', async () => {
    const otherTenant = await addTenant(t.app.db, 'Other shop');
    const otherCategory = newId();
    await t.app.db
      .insert(sysCategory)
      .values({ id: otherCategory, tenantId: otherTenant, name: { zh: '别家', en: 'Theirs' }, code: 'A01' });
    const id = newId();
    await t.app.db.insert(mallProduct).values({
      id,
      tenantId: otherTenant,
      categoryId: otherCategory,
      code: 'THEIRS-1',
      name: { zh: '别家的', en: 'Theirs' },
    });
    expectFailure(await call('GET', `/catalogue/product/queryById?id=${id}`, admin), 404, 'error.notFound');
    const list = await call('GET', '/catalogue/product/list?code=THEIRS', admin);
    expect(list.json().result.total).toBe(0);
    expect(
      (await call('PUT', '/catalogue/product/shelfBatch', admin, { ids: [id], status: 0 })).json().result,
    ).toEqual({ count: 0 });
    expect((await call('DELETE', `/catalogue/product/delete?id=${id}`, admin)).json().result).toEqual({
      count: 0,
    });
    const [still] = await t.app.db
      .select()
      .from(mallProduct)
      .where(and(eq(mallProduct.id, id)));
    expect(still).toMatchObject({ status: 1, delFlag: false, version: 1 });
    expectFailure(await call('GET', `/mall/product/detail?id=${id}`, buyer), 404, 'error.notFound');
  });

  it('refuses a buyer every admin call', async () => {
    const id = linkedId;
    for (const [method, url, payload] of [
      ['GET', '/catalogue/product/list', undefined],
      ['GET', '/catalogue/product/exportXls', undefined],
      ['GET', `/catalogue/product/queryById?id=${id}`, undefined],
      ['POST', '/catalogue/product/add', newProduct('TP-BUYER-1')],
      ['PUT', '/catalogue/product/edit', { ...newProduct('TP-BUYER-1'), id, version: 1 }],
      ['DELETE', `/catalogue/product/delete?id=${id}`, undefined],
      ['PUT', '/catalogue/product/shelfBatch', { ids: [id], status: 0 }],
      ['GET', '/catalogue/lot/list', undefined],
      [
        'POST',
        '/catalogue/lot/add',
        { lotNo: 'L1', productId: id, styleId: null, productionDate: '2025-01-01', memo: '' },
      ],
    ] as const) {
      const response = await call(method, url, buyer, payload);
      expect([403, 510], `${method} ${url}`).toContain(response.statusCode);
    }
    const [still] = await t.app.db.select().from(mallProduct).where(eq(mallProduct.id, id));
    expect(still).toMatchObject({ status: 1, delFlag: false });
  });
});

describe('lots', () => {
  it('records a lot and answers queryLotNo with product, style and production date', async () => {
    const product = await add(newProduct('TP-LOT-1'));
    const styleId = product.styles[0]?.id ?? null;
    const body = {
      lotNo: 'LOT-2025-001',
      productId: product.id,
      styleId,
      productionDate: '2025-03-04',
      memo: 'first',
    };
    const added = await call('POST', '/catalogue/lot/add', sales, body);
    expect(added.statusCode, added.body).toBe(200);
    expectFailure(await call('POST', '/catalogue/lot/add', sales, body), 400, 'catalogue.lotTaken');
    expectFailure(
      await call('POST', '/catalogue/lot/add', sales, { ...body, lotNo: 'LOT-X', styleId: newId() }),
      400,
      'catalogue.styleUnknown',
    );
    const list = await call('GET', `/catalogue/lot/list?productId=${product.id}`, sales);
    expect(list.json().result.records).toEqual([
      expect.objectContaining({ lotNo: 'LOT-2025-001', styleName: 'Standard' }),
    ]);

    const query = await call('POST', '/circsys/lot/queryLotNo', buyer, { lotNo: 'LOT-2025-001' });
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json().result).toEqual({
      lotNo: 'LOT-2025-001',
      productionDate: '2025-03-04',
      product: { id: product.id, code: 'TP-LOT-1', name: 'Test Pump Pressure', model: 'TP-1' },
      style: { id: styleId, name: 'Standard', spec: 'S' },
    });
    expectFailure(
      await call('POST', '/circsys/lot/queryLotNo', buyer, { lotNo: 'NOPE' }),
      404,
      'catalogue.lotUnknown',
    );
    expect((await call('POST', '/circsys/lot/queryLotNo', buyer, { lotNo: "x' or 1=1" })).statusCode).toBe(
      400,
    );
    const lotId = added.json().result.id;
    expect((await call('DELETE', `/catalogue/lot/delete?id=${lotId}`, sales)).json().result).toEqual({
      count: 1,
    });
  });
});
