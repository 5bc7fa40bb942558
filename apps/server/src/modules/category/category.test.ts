import { API_BASE, type CategoryNode, type CategoryRecord, type PageResult } from '@mall/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { seedDemoCategories } from '../../db/seed/demo-categories';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { defaultTenantId } from '../../test/org-fixtures';
import { mallProduct, sysCategory, sysTenant } from '../../test/tables';
import { nextCategoryCode } from './code';

let t: TestApp;
let admin: string;
let buyer: string;
let foreignIds: Record<string, string>;

function get(url: string, token: string, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': language },
  });
}

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function add(pid: string, en: string) {
  const response = await send('POST', '/sys/category/add', admin, { pid, name: { zh: `中${en}`, en } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { id: string; code: string };
}

beforeAll(async () => {
  // Without the demo data: these tests make the rows they need.
  t = await createTestApp({ env: { DEMO_DATA: 'false' } });
  admin = await t.login('admin');
  buyer = await t.login('buyer');
  const tenantId = newId();
  await t.app.db.insert(sysTenant).values({ id: tenantId, name: 'category-foreign' });
  foreignIds = await seedDemoCategories(t.app.db, tenantId);
});

afterAll(async () => {
  await t.close();
});

describe('category codes', () => {
  it('counts A01 … A99, then B01, per level', () => {
    expect(nextCategoryCode(null, null)).toBe('A01');
    expect(nextCategoryCode(null, 'A09')).toBe('A10');
    expect(nextCategoryCode('A01', 'A01A99')).toBe('A01B01');
    expect(nextCategoryCode('A01', null)).toBe('A01A01');
    expect(nextCategoryCode(null, 'Z99')).toBeNull();
  });
});

describe('demo categories', () => {
  it('seeds a bilingual two-level tree and answers the ids by code', () => {
    expect(Object.keys(foreignIds)).toEqual(expect.arrayContaining(['A01', 'A01A01', 'A02A01', 'A04A02']));
    expect(Object.keys(foreignIds).length).toBeGreaterThanOrEqual(8);
  });
});

describe('category tree', () => {
  let sensors: { id: string; code: string };
  let pressure: { id: string; code: string };

  beforeAll(async () => {
    sensors = await add('0', 'Sensors');
    pressure = await add(sensors.id, 'Pressure');
    await add(sensors.id, 'Temperature');
  });

  it('codes children under their parent and marks the parent', async () => {
    expect(sensors.code).toMatch(/^[A-Z]\d{2}$/);
    expect(pressure.code).toBe(`${sensors.code}A01`);
    const root = await get(`/sys/category/loadTreeRoot?async=true&pcode=0`, buyer);
    const node = (root.json().result as CategoryNode[]).find((n) => n.key === sensors.id);
    expect(node).toMatchObject({ leaf: 0, title: 'Sensors', code: sensors.code, pid: '0' });
  });

  it('answers the whole subtree when not async, names in the request language', async () => {
    const response = await get(`/sys/category/loadTreeRoot?async=false&pcode=${sensors.code}`, buyer, 'zh');
    const nodes = response.json().result as CategoryNode[];
    expect(nodes.map((n) => n.name)).toEqual(['中Pressure', '中Temperature']);
    expectFailure(await get('/sys/category/loadTreeRoot?pcode=Q99', buyer), 400, 'category.codeUnknown');
  });

  it('loads children, one category by a whitelisted field, and names by ids', async () => {
    const children = await get(`/sys/category/loadTreeChildren?pid=${sensors.id}`, buyer);
    expect((children.json().result as CategoryNode[]).map((n) => n.code)).toEqual([
      `${sensors.code}A01`,
      `${sensors.code}A02`,
    ]);
    const one = await get(`/sys/category/loadOne?field=code&val=${pressure.code}`, buyer);
    expect(one.json().result.name).toBe('Pressure');
    expectFailure(
      await get(`/sys/category/loadOne?field=tenant_id&val=x`, buyer),
      400,
      'category.fieldNotAllowed',
    );
    expectFailure(await get(`/sys/category/loadOne?field=id&val=nope`, buyer), 404, 'error.notFound');
    const names = await get(`/sys/category/loadDictItem?ids=${pressure.id},unknown,${sensors.id}`, buyer);
    expect(names.json().result).toEqual(['Pressure', 'Sensors']);
  });

  it('filters tree data by a JSON condition of whitelisted fields only', async () => {
    const byCode = await get(
      `/sys/category/loadTreeData?pcode=${sensors.code}&condition=${encodeURIComponent(JSON.stringify({ code: pressure.code }))}`,
      buyer,
    );
    expect((byCode.json().result as CategoryNode[]).map((n) => n.key)).toEqual([pressure.id]);
    const byPid = await get(`/sys/category/loadTreeData?pid=${sensors.id}`, buyer);
    expect(byPid.json().result).toHaveLength(2);
    expectFailure(
      await get(`/sys/category/loadTreeData?condition=${encodeURIComponent('{code:')}`, buyer, 'zh'),
      400,
      'category.conditionNotJson',
      { message: '分类的筛选条件格式有误' },
    );
    expectFailure(
      await get(`/sys/category/loadTreeData?condition=%5B1%5D`, buyer),
      400,
      'category.conditionNotJson',
    );
    expectFailure(
      await get(`/sys/category/loadTreeData?condition=${encodeURIComponent('{"tenant_id":"x"}')}`, buyer),
      400,
      'error.filterNotAllowed',
    );
  });

  it('edits and deletes; a category with subcategories is kept', async () => {
    const edited = await send('PUT', '/sys/category/edit', admin, {
      id: pressure.id,
      name: { zh: '压力', en: 'Pressure sensors' },
      sort: 5,
    });
    expect(edited.json().result).toMatchObject({ code: pressure.code, name: { en: 'Pressure sensors' } });
    expectFailure(
      await send('DELETE', `/sys/category/delete?id=${sensors.id}`, admin),
      400,
      'category.hasChildren',
    );
    const children = (await get(`/sys/category/loadTreeChildren?pid=${sensors.id}`, admin)).json()
      .result as CategoryNode[];
    const deleted = await send(
      'DELETE',
      `/sys/category/deleteBatch?ids=${children.map((c) => c.key).join(',')}`,
      admin,
    );
    expect(deleted.json().result.count).toBe(2);
    const after = await get(`/sys/category/loadOne?field=id&val=${sensors.id}`, admin);
    expect(after.json().result.leaf).toBe(1);
  });

  it('refuses bad input', async () => {
    expectFailure(
      await send('POST', '/sys/category/add', admin, { pid: 'nope', name: { zh: 'x', en: 'x' } }),
      400,
      'category.parentUnknown',
    );
    expectFailure(
      await send('POST', '/sys/category/add', admin, { name: { zh: '', en: 'x' } }),
      400,
      'error.validation',
    );
    expectFailure(
      await send('POST', '/sys/category/add', admin, { name: { zh: 'x', en: 'x' }, colour: 'red' }),
      400,
      'error.validation',
    );
    expectFailure(await get('/sys/category/list?column=tenantId', admin), 400, 'error.sortColumnNotAllowed');
  });

  it('never shows or changes another tenant', async () => {
    const foreign = foreignIds.A01 as string;
    const roots = (await get('/sys/category/loadTreeRoot?async=false', admin)).json()
      .result as CategoryNode[];
    expect(JSON.stringify(roots)).not.toContain(foreign);
    expectFailure(await get(`/sys/category/loadOne?field=id&val=${foreign}`, admin), 404, 'error.notFound');
    expect((await get(`/sys/category/loadTreeChildren?pid=${foreign}`, admin)).json().result).toEqual([]);
    expect((await get(`/sys/category/loadDictItem?ids=${foreign}`, admin)).json().result).toEqual([]);
    expectFailure(
      await send('PUT', '/sys/category/edit', admin, { id: foreign, name: { zh: 'x', en: 'x' } }),
      404,
      'error.notFound',
    );
    expectFailure(
      await send('POST', '/sys/category/add', admin, { pid: foreign, name: { zh: 'x', en: 'x' } }),
      400,
      'category.parentUnknown',
    );
    expect(
      (await send('DELETE', `/sys/category/delete?id=${foreignIds.A01A01}`, admin)).json().result.count,
    ).toBe(0);
  });

  it('needs the category permissions for administration', async () => {
    expectFailure(await get('/sys/category/list', buyer), 403, 'error.forbidden');
    expectFailure(
      await send('POST', '/sys/category/add', buyer, { name: { zh: 'x', en: 'x' } }),
      403,
      'error.forbidden',
    );
    const list = await get('/sys/category/list', admin);
    expect(list.statusCode).toBe(200);
  });
});

describe('/sys/category on the admin kit', () => {
  let tools: { id: string; code: string };
  let drills: { id: string; code: string };

  beforeAll(async () => {
    tools = await add('0', 'Kit Tools');
    drills = await add(tools.id, 'Kit Drills');
    await add(tools.id, 'Kit Saws');
  });

  const list = async (query: string) => {
    const response = await get(`/sys/category/list?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as PageResult<CategoryRecord>;
  };

  it('lists the roots by default, the children of pid, and filters by name (either language) and code', async () => {
    const roots = await list('pageSize=100');
    expect(roots.records.every((record) => record.pid === '0')).toBe(true);
    expect(roots.records.map((record) => record.id)).toContain(tools.id);
    const children = await list(`pid=${tools.id}&column=code&order=desc`);
    expect(children.records.map((record) => record.name.en)).toEqual(['Kit Saws', 'Kit Drills']);
    const byName = await list(`pid=${tools.id}&name=${encodeURIComponent('中Kit Dr')}`);
    expect(byName.records.map((record) => record.id)).toEqual([drills.id]);
    const byCode = await list(`pid=${tools.id}&code=${drills.code}`);
    expect(byCode.records.map((record) => record.id)).toEqual([drills.id]);
    expectFailure(await get('/sys/category/list?tenantId=x', admin), 400, 'error.filterNotAllowed');
  });

  it('exports the categories the filters match with the definition’s titles in the caller’s language', async () => {
    for (const [language, titles, sheetName, row] of [
      ['zh', ['分类名称', '分类编码', '有子分类', '排序'], '分类字典', ['中Kit Tools', tools.code, '是', 0]],
      [
        'en',
        ['Name', 'Code', 'Has subcategories', 'Order'],
        'Categories',
        ['Kit Tools', tools.code, 'Yes', 0],
      ],
    ] as const) {
      const response = await get(`/sys/category/exportXls?code=${tools.code}&pid=0`, admin, language);
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent(sheetName));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(sheetName);
      expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(titles);
      expect(sheet.rowCount).toBe(2);
      expect((sheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual(row);
    }
  });

  it('answers a code already held (the unique index) as a field error, never a 500', async () => {
    const parent = await add('0', 'Kit Taken');
    // A row holding the code the next child of parent would get, under another parent.
    await t.app.db.insert(sysCategory).values({
      id: newId(),
      tenantId: await defaultTenantId(t),
      pid: tools.id,
      name: { zh: '占位', en: 'Squatter' },
      code: `${parent.code}A01`,
    });
    expectFailure(
      await send('POST', '/sys/category/add', admin, { pid: parent.id, name: { zh: 'x', en: 'x' } }),
      400,
      'error.valueTaken',
      { errors: [{ field: 'code', message: 'Code: this value is already in use' }] },
    );
    // The refused add left the parent as it was.
    expect((await get(`/sys/category/queryById?id=${parent.id}`, admin)).json().result.hasChild).toBe(false);
  });

  it('refuses to delete a category a product uses (409), and keeps it', async () => {
    const used = await add('0', 'Kit Used');
    await t.app.db.insert(mallProduct).values({
      id: newId(),
      tenantId: await defaultTenantId(t),
      categoryId: used.id,
      code: `KIT-${used.code}`,
      name: { zh: '产品', en: 'Product' },
    });
    expectFailure(await send('DELETE', `/sys/category/delete?id=${used.id}`, admin), 409, 'category.inUse');
    expect((await get(`/sys/category/queryById?id=${used.id}`, admin)).statusCode).toBe(200);
  });
});
