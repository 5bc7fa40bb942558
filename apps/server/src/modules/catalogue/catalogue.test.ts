import {
  API_BASE,
  SEARCH_PAGES_AHEAD,
  SEARCH_TOTAL_CAP,
  type ProductDetail,
  type ProductSearchResult,
} from '@mall/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant, addUser } from '../../test/fixtures';
import { sysCategory } from '../../test/tables';
import { mallProduct } from './schema';
import { productSearchTerms, SEARCH_TERMS_VERSION } from './search-terms';
import { refreshSearchTerms } from './search-terms-refresh';

let t: TestApp;
let buyer: string;
let sales: string;

async function get(url: string, language = 'en', token = buyer) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': language },
  });
}

async function search(query: Record<string, string>, language = 'en'): Promise<ProductSearchResult> {
  const response = await get(`/mall/product/search?${new URLSearchParams(query)}`, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

async function codesFor(keyword: string): Promise<string[]> {
  return (await search({ keyword, pageSize: '30' })).records.map((record) => record.code);
}

async function idOf(code: string): Promise<string> {
  const [row] = await t.app.db
    .select({ id: mallProduct.id })
    .from(mallProduct)
    .where(eq(mallProduct.code, code));
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  [buyer, sales] = await Promise.all([t.login('buyer'), t.login('sales')]);
});
afterAll(() => t?.close());

describe('GET /mall/home', () => {
  it('shows hot and recommended products and the category tree in the request’s language', async () => {
    const [zh, en] = await Promise.all([get('/mall/home', 'zh-CN'), get('/mall/home', 'en-GB,en;q=0.8')]);
    const zhResult = zh.json().result;
    const enResult = en.json().result;
    expect(enResult.hot.length).toBeGreaterThan(0);
    expect(enResult.hot.length).toBeLessThanOrEqual(8);
    expect(enResult.recommend.length).toBeGreaterThan(0);
    expect(enResult.hot.map((card: { id: string }) => card.id)).toEqual(
      zhResult.hot.map((card: { id: string }) => card.id),
    );
    expect(enResult.hot[0]).toEqual({
      id: expect.any(String),
      code: 'PS-WIKA-A10',
      name: 'Pressure Transmitter A-10, General Purpose',
      model: 'A-10',
      brand: 'WIKA',
      image: expect.stringMatching(new RegExp(`^${API_BASE}/sys/common/static/product/`)),
      price: '860.00',
      currency: 'CNY',
      categoryId: expect.any(String),
    });
    expect(zhResult.hot[0].name).toBe('压力变送器 A-10 通用型');
    const sensors = enResult.categories.find((category: { name: string }) => category.name === 'Sensors');
    expect(sensors).toMatchObject({ parentId: null });
    expect(enResult.categories).toContainEqual(
      expect.objectContaining({ name: 'Pressure Sensors', parentId: sensors.id }),
    );
    expect(zhResult.categories.map((category: { name: string }) => category.name)).toContain('传感器');
  });

  it('leaves out products taken off the shelves', async () => {
    const id = await idOf('PS-WIKA-A10');
    await t.app.db.update(mallProduct).set({ status: 0 }).where(eq(mallProduct.id, id));
    const home = (await get('/mall/home')).json().result;
    expect(home.hot.map((card: { id: string }) => card.id)).not.toContain(id);
    await t.app.db.update(mallProduct).set({ status: 1 }).where(eq(mallProduct.id, id));
  });

  it('shows each buyer only the hot and recommended products of their own tenant', async () => {
    // A tenant of its own whose product sorts before every seeded one: a home without the tenant
    // filter would put it first in both lists of the seeded tenant's buyer.
    const tenantId = await addTenant(t.app.db, 'Home elsewhere');
    const categoryId = newId();
    const name = { zh: '别处 热门', en: 'Elsewhere hot' };
    await t.app.db.insert(sysCategory).values({ id: categoryId, tenantId, name, code: 'A01' });
    const productId = newId();
    await t.app.db.insert(mallProduct).values({
      id: productId,
      tenantId,
      categoryId,
      code: 'ELSEWHERE-HOT',
      name,
      price: '1.00',
      hot: true,
      recommend: true,
      sortNo: -1_000_000,
    });
    await addUser(t.app.db, { username: 'home-elsewhere', tenants: [tenantId], role: 'buyer' });
    const ids = (cards: { id: string }[]) => cards.map((card) => card.id);

    const own = (await get('/mall/home')).json().result;
    expect(own.hot.length).toBeGreaterThan(0);
    expect(ids(own.hot)).not.toContain(productId);
    expect(ids(own.recommend)).not.toContain(productId);
    expect(own.categories.map((category: { id: string }) => category.id)).not.toContain(categoryId);

    const theirs = (await get('/mall/home', 'en', await t.login('home-elsewhere'))).json().result;
    expect(ids(theirs.hot)).toEqual([productId]);
    expect(ids(theirs.recommend)).toEqual([productId]);
  });
});

describe('GET /mall/product/search', () => {
  it('makes again, at start, the terms of products saved under earlier rules', async () => {
    const id = await idOf('SRV-YAS-SGM7J');
    // Terms as the earlier rules made them: no joined part numbers ("400w", "sgm7j04"), none of the styles
    // (a style says "24 V brake") and no version.
    const [row] = await t.app.db
      .select({ terms: mallProduct.searchTerms })
      .from(mallProduct)
      .where(eq(mallProduct.id, id));
    const earlier = (row?.terms ?? []).filter(
      (term) => term !== SEARCH_TERMS_VERSION && !['p:400w', 'p:sgm7j04', 'p:j04', 'p:24v'].includes(term),
    );
    await t.app.db.update(mallProduct).set({ searchTerms: earlier }).where(eq(mallProduct.id, id));
    expect(await codesFor('SGM7J04')).toEqual([]);
    expect(await codesFor('24V')).not.toContain('SRV-YAS-SGM7J');
    // Batches of 2: the loop goes on past a full batch (products added by other tests may be stale too).
    expect(await refreshSearchTerms(t.app.db, 2)).toBeGreaterThanOrEqual(1);
    expect(await codesFor('SGM7J04')).toEqual(['SRV-YAS-SGM7J']);
    expect(await codesFor('24V')).toContain('SRV-YAS-SGM7J');
    expect(await refreshSearchTerms(t.app.db)).toBe(0);
  });

  it('finds by partial code, its beginning and a part in the middle', async () => {
    // Part numbers and models however their letters, digits and punctuation are spaced.
    for (const keyword of ['SGM7J04', 'SGM7J-04', 'sgm7j 04afc6s', 'AFC6S'])
      expect(await codesFor(keyword), keyword).toEqual(['SRV-YAS-SGM7J']);
    const watts = await codesFor('400W');
    expect(watts).toContain('SRV-YAS-SGM7J');
    expect(watts).toEqual(await codesFor('400 W'));
    expect(await codesFor('E2E-X5')).toEqual(['SEN-E2E-X5']);
    expect(await codesFor('sen-e2e')).toEqual(['SEN-E2E-X5']);
    expect(await codesFor('HX-QUI')).toEqual(['PWR-PHX-QUINT']);
    expect((await codesFor('TB-WAGO'))[0]).toBe('TB-WAGO-2002');
  });

  it('finds English words and word beginnings, in any case', async () => {
    const servo = await codesFor('Servo');
    expect(servo).toContain('SRV-SIE-1FK7');
    expect(servo).toContain('DRV-SIE-V90');
    expect(await codesFor('thermocoup')).toEqual(['TS-OMR-E52', 'TS-SIE-TH100']);
    expect(await codesFor('servo drive siemens')).toEqual(['DRV-SIE-V90']);
  });

  it('finds a two-character Chinese word and longer Chinese text', async () => {
    const bearings = await codesFor('伺服');
    expect(bearings).toContain('SRV-YAS-SGM7J');
    expect(bearings).toContain('DRV-SIE-V90');
    expect(await codesFor('热电偶')).toEqual(['TS-OMR-E52']);
    expect(await codesFor('不存在的词')).toEqual([]);
  });

  it('takes a number and its unit as one term however it is written, styles included', async () => {
    const joined = await codesFor('24V');
    expect(await codesFor('24 V')).toEqual(joined);
    expect(await codesFor('24v')).toEqual(joined);
    expect(joined).toContain('PWR-PHX-QUINT');
    // A style of the servo says "24 V brake".
    expect(joined).toContain('SRV-YAS-SGM7J');
    // Terminal blocks say "800 V" and "24 A": the number and the unit apart are not "24 V".
    expect(joined.filter((code) => code.startsWith('TB-'))).toEqual([]);
    expect(await codesFor('24 A')).toContain('TB-WAGO-2002');
  });

  it('finds a brand by its name in either language', async () => {
    const yaskawa = await codesFor('Yaskawa');
    expect(yaskawa).toEqual(['SRV-YAS-SGM7J', 'DRV-YAS-SGD7S']);
    expect(await codesFor('安川')).toEqual(yaskawa);
    expect(await codesFor('西门子')).toEqual(await codesFor('Siemens'));
    expect(await codesFor('安川 伺服电机')).toEqual(['SRV-YAS-SGM7J']);
  });

  it('finds parameter values', async () => {
    const found = await codesFor('MECHATROLINK');
    expect(found).toEqual(['DRV-YAS-SGD7S']);
    expect(await codesFor('IP67')).toContain('SEN-E2E-X5');
  });

  it('hides products taken off the shelves and deleted ones', async () => {
    const id = await idOf('TS-OMR-E52');
    await t.app.db.update(mallProduct).set({ status: 0 }).where(eq(mallProduct.id, id));
    expect(await codesFor('thermocouple')).toEqual(['TS-SIE-TH100']);
    const detail: ProductDetail = (await get(`/mall/product/detail?id=${id}`)).json().result;
    expect(detail.onShelf).toBe(false);
    await t.app.db.update(mallProduct).set({ status: 1, delFlag: true }).where(eq(mallProduct.id, id));
    expect(await codesFor('thermocouple')).toEqual(['TS-SIE-TH100']);
    expectFailure(await get(`/mall/product/detail?id=${id}`), 404, 'error.notFound');
    await t.app.db.update(mallProduct).set({ delFlag: false }).where(eq(mallProduct.id, id));
  });

  it('filters by a category with its sub-categories, pages and sorts', async () => {
    const [sensors] = await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01'));
    const page1 = await search({ categoryId: sensors?.id ?? '', pageSize: '10', sort: 'price' });
    expect(page1).toMatchObject({ total: 18, capped: false, current: 1, size: 10, pages: 2 });
    const prices = page1.records.map((record) => Number(record.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = await search({ categoryId: sensors?.id ?? '', pageSize: '10', sort: 'price', pageNo: '2' });
    expect(page2.records).toHaveLength(8);
    expect(
      page2.records.every(
        (record) =>
          record.code.startsWith('PS-') || record.code.startsWith('TS-') || record.code.startsWith('SEN-'),
      ),
    ).toBe(true);
    const desc = await search({ sort: 'price', order: 'desc', pageSize: '10' });
    expect(desc.records[0]?.code).toBe('UPS-VERT-GXT5');
    const newest = await search({ sort: 'newest', pageSize: '30' });
    expect(newest).toMatchObject({ total: 60, capped: false, pages: 2 });
  });

  it('counts only a few pages past the one asked for, and never past SEARCH_TOTAL_CAP', async () => {
    const tenantRows = await t.app.db
      .select({ tenantId: mallProduct.tenantId, categoryId: mallProduct.categoryId })
      .from(mallProduct)
      .limit(1);
    const { tenantId, categoryId } = tenantRows[0] ?? { tenantId: '', categoryId: '' };
    const name = { zh: '批量 零件', en: 'Bulkpart widget' };
    const rows = Array.from({ length: SEARCH_TOTAL_CAP + 5 }, (_, i) => ({
      id: newId(),
      tenantId,
      categoryId,
      code: `BULK-${i}`,
      name,
      price: '1.00',
      searchTerms: productSearchTerms({
        code: `BULK-${i}`,
        name,
        model: '',
        brand: '',
        parameters: [],
        styles: [],
      }),
    }));
    await t.app.db.insert(mallProduct).values(rows);
    // Page 1 of 10: the pager offers SEARCH_PAGES_AHEAD pages past it, and the list says "50+".
    expect(await search({ keyword: 'bulkpart' })).toMatchObject({
      total: (1 + SEARCH_PAGES_AHEAD) * 10,
      capped: true,
      pages: 1 + SEARCH_PAGES_AHEAD,
    });
    const page3 = await search({ keyword: 'bulkpart', pageSize: '30', pageNo: '3' });
    expect(page3).toMatchObject({
      total: (3 + SEARCH_PAGES_AHEAD) * 30,
      capped: true,
      pages: 3 + SEARCH_PAGES_AHEAD,
    });
    expect(page3.records).toHaveLength(30);
    expect(await search({ keyword: 'bulkpart', pageSize: '30', pageNo: '31' })).toMatchObject({
      total: SEARCH_TOTAL_CAP,
      capped: true,
      pages: Math.ceil(SEARCH_TOTAL_CAP / 30),
    });
    // A page past the counted ones (typed into the address) still lists what is there.
    const last = await search({ keyword: 'bulkpart', pageSize: '30', pageNo: '34' });
    expect(last.records).toHaveLength(SEARCH_TOTAL_CAP + 5 - 33 * 30);
    // Fewer matches than the pages ahead hold are counted exactly.
    const kept = rows.slice(0, 12).map((row) => row.code);
    await t.app.db
      .delete(mallProduct)
      .where(and(eq(mallProduct.name, name), notInArray(mallProduct.code, kept)));
    expect(await search({ keyword: 'bulkpart' })).toMatchObject({ total: 12, capped: false, pages: 2 });
    await t.app.db.delete(mallProduct).where(eq(mallProduct.name, name));
  });

  it('refuses unknown parameters, sorts and page sizes', async () => {
    expect((await get('/mall/product/search?sort=name')).statusCode).toBe(400);
    expect((await get('/mall/product/search?pageSize=50')).statusCode).toBe(400);
    expect((await get('/mall/product/search?pageSize=1000000')).statusCode).toBe(400);
    expect((await get('/mall/product/search?column=code')).statusCode).toBe(400);
    expect((await get(`/mall/product/search?keyword=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const injection = await search({ keyword: "'; drop table mall_product; --" });
    expect(injection.records).toEqual([]);
    expect((await search({ keyword: '%' })).records).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/mall/product/search` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /mall/product/detail', () => {
  it('shows the whole product in the request’s language, with linked accessories', async () => {
    const id = await idOf('SRV-SIE-1FK7');
    const [en, zh] = await Promise.all([
      get(`/mall/product/detail?id=${id}`),
      get(`/mall/product/detail?id=${id}`, 'zh'),
    ]);
    const detail: ProductDetail = en.json().result;
    expect(detail).toMatchObject({
      code: 'SRV-SIE-1FK7',
      name: 'Synchronous Servo Motor 1FK7, 0.8 kW',
      categoryName: 'Servo Motors',
      onShelf: true,
      version: 1,
    });
    expect(zh.json().result.name).toBe('同步伺服电机 1FK7 0.8 kW');
    expect(detail.styles).toHaveLength(2);
    expect(detail.styles[0]).toMatchObject({
      name: 'Without brake',
      price: '5600.00',
      currency: 'CNY',
      onShelf: true,
    });
    expect(detail.parameters[0]).toEqual({ name: 'Rated power', value: '0.8 kW' });
    expect(detail.scenario).toContain('<li>');
    expect(detail.accessories[0]).toMatchObject({
      name: 'SINAMICS V90 Servo Drive 0.4 kW',
      productId: await idOf('DRV-SIE-V90'),
    });
    expect(detail.suites.length).toBeGreaterThan(0);
    expect(detail.resources[0]).toMatchObject({
      title: 'Synchronous Servo Motor 1FK7, 0.8 kW datasheet',
      hasFile: true,
    });

    const download = await get(`/mall/product/resource/download?id=${detail.resources[0]?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="SRV-SIE-1FK7-datasheet.pdf"/,
    );
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a download without a session, of an unknown id, or of another tenant', async () => {
    const id = await idOf('SRV-SIE-1FK7');
    const detail: ProductDetail = (await get(`/mall/product/detail?id=${id}`)).json().result;
    const url = `${API_BASE}/mall/product/resource/download?id=${detail.resources[0]?.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expectFailure(await get(`/mall/product/resource/download?id=${newId()}`), 404, 'error.notFound');

    const other = await addTenant(t.app.db, 'Elsewhere');
    await addUser(t.app.db, { username: 'elsewhere-buyer', tenants: [other], role: 'buyer' });
    const stranger = await t.login('elsewhere-buyer');
    expectFailure(await get(url.slice(API_BASE.length), 'en', stranger), 404, 'error.notFound');
    expectFailure(await get(`/mall/product/detail?id=${id}`, 'en', stranger), 404, 'error.notFound');
    const theirs = await get('/mall/product/search?keyword=servo', 'en', stranger);
    expect(theirs.json().result.total).toBe(0);
  });
});

describe('POST /sys/common/upload', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  async function upload(token: string, fields: Record<string, string>, fileName: string, content: Buffer) {
    const boundary = 'uploadboundary';
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const payload = Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/common/upload`,
      headers: {
        'x-access-token': token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept-language': 'en',
      },
      payload,
    });
  }

  it('stores an image under a random name in its folder and serves it publicly', async () => {
    const response = await upload(
      sales,
      { biz: 'product', isup: '1', rename: '1', rootPath: 'upload' },
      'my photo.PNG',
      PNG,
    );
    expect(response.statusCode, response.body).toBe(200);
    const path: string = response.json().result;
    expect(path).toMatch(/^product\/[0-9a-f-]{36}\.png$/);
    expect(response.json().message).toBe(path);
    const image = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/static/${path}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses forbidden types, content that is not what the name says, traversal and extra fields', async () => {
    expectFailure(
      await upload(sales, { biz: 'product' }, 'page.html', Buffer.from('<script>')),
      400,
      'file.notImage',
    );
    expectFailure(
      await upload(sales, { biz: 'product' }, 'fake.png', Buffer.from('<svg onload=x>')),
      400,
      'file.notImage',
    );
    expectFailure(
      await upload(sales, { biz: 'product' }, 'icon.svg', Buffer.from('<svg/>')),
      400,
      'file.notImage',
    );
    expectFailure(
      await upload(sales, { biz: 'resource' }, 'run.exe', Buffer.from('MZ')),
      400,
      'file.typeNotAllowed',
    );
    expectFailure(
      await upload(sales, { biz: 'resource' }, '../../etc/passwd.pdf', Buffer.from('%PDF-1')),
      400,
      'file.badName',
    );
    expectFailure(
      await upload(sales, { biz: 'resource' }, '..\\evil.pdf', Buffer.from('%PDF-1')),
      400,
      'file.badName',
    );
    expect((await upload(sales, { biz: '../etc' }, 'a.pdf', Buffer.from('%PDF-1'))).statusCode).toBe(400);
    expect((await upload(sales, { rootPath: '/etc' }, 'a.pdf', Buffer.from('%PDF-1'))).statusCode).toBe(400);
    expect((await upload(sales, { extra: '1' }, 'a.pdf', Buffer.from('%PDF-1'))).statusCode).toBe(400);
  });

  it('refuses files over the size limit', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    expectFailure(await upload(sales, { biz: 'resource' }, 'big.pdf', big), 413, 'file.tooLarge');
  });

  it('lets a buyer upload only temporary files, and serves no folder but product images', async () => {
    expectFailure(await upload(buyer, { biz: 'product' }, 'a.png', PNG), 403, 'error.forbidden');
    const temp = await upload(buyer, { biz: 'temp' }, 'notes.txt', Buffer.from('hello'));
    expect(temp.statusCode, temp.body).toBe(200);
    const path: string = temp.json().result;
    expect(path).toMatch(/^temp\//);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/static/${path}` })).statusCode,
    ).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/common/static/product/..%2F..%2Fetc%2Fpasswd`,
    });
    expect(traversal.statusCode).toBe(404);
    const noSession = await t.app.inject({ method: 'POST', url: `${API_BASE}/sys/common/upload` });
    expect(noSession.statusCode).toBe(401);
  });
});
