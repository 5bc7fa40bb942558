import { API_BASE, encodeSuperQuery, type ProductAddRequest, type SuperQueryCondition } from '@mall/shared';
import { eq, like, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysCategory } from '../../test/tables';

// The advanced query of the admin product list: its whitelisted fields, each compared by its type.

let t: TestApp;
let sales: string;
let parentId: string;
let leafId: string;
let otherId: string;

const cond = (field: string, rule: SuperQueryCondition['rule'], val: SuperQueryCondition['val']) => ({
  field,
  rule,
  val,
});

function list(conditions: SuperQueryCondition[], extra = '', language = 'en') {
  // Every query keeps to this file's products (code starts with SQP-).
  const query = encodeSuperQuery([cond('code', 'right_like', 'SQP-'), ...conditions]);
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/catalogue/product/list?pageSize=50&column=code&order=asc&superQueryParams=${encodeURIComponent(query)}${extra}`,
    headers: { 'x-access-token': sales, 'accept-language': language },
  });
}

async function codes(conditions: SuperQueryCondition[], extra = '', language = 'en'): Promise<string[]> {
  const response = await list(conditions, extra, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.records.map((record: { code: string }) => record.code);
}

function product(code: string, overrides: Partial<ProductAddRequest>): ProductAddRequest {
  return {
    categoryId: leafId,
    code,
    name: { zh: '泵', en: 'Pump' },
    model: 'M-1',
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
        price: '10.00',
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

beforeAll(async () => {
  t = await createTestApp();
  sales = await t.login('sales');
  const byCode = async (code: string) =>
    (await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, code)))[0]!.id;
  parentId = await byCode('A01');
  leafId = await byCode('A01A01');
  const [other] = await t.app.db
    .select()
    .from(sysCategory)
    .where(not(like(sysCategory.code, 'A01%')))
    .limit(1);
  otherId = other!.id;
  const style = (price: string): ProductAddRequest['styles'] => [
    { name: { zh: '标准', en: 'Standard' }, spec: 'S', unit: 'pcs', price, currency: 'CNY', status: 1 },
  ];
  const bodies = [
    product('SQP-A', {
      name: { zh: '齿轮泵', en: 'Gear pump' },
      hot: true,
      styles: style('5.00'),
      sortNo: 3,
    }),
    product('SQP-B', { name: { zh: '阀门', en: 'Valve' }, status: 0, brand: 'Bolt', styles: style('25.00') }),
    product('SQP-C', { categoryId: otherId, model: 'X-9', recommend: true, styles: style('40.00') }),
  ];
  for (const body of bodies) {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/catalogue/product/add`,
      headers: { 'x-access-token': sales },
      payload: body as unknown as Record<string, unknown>,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => t?.close());

describe('GET /catalogue/product/list with an advanced query', () => {
  it('compares each field by its type: text, name in the caller’s language, codes, numbers, category subtree, dates', async () => {
    expect(await codes([])).toEqual(['SQP-A', 'SQP-B', 'SQP-C']);
    expect(await codes([cond('name', 'like', 'pump')])).toEqual(['SQP-A', 'SQP-C']);
    expect(await codes([cond('name', 'eq', '阀门')], '', 'zh')).toEqual(['SQP-B']);
    expect(await codes([cond('brand', 'ne', 'Acme')])).toEqual(['SQP-B']);
    expect(await codes([cond('model', 'left_like', '-9')])).toEqual(['SQP-C']);
    // Dictionary-coded fields compare codes: the shelf status, and the flags as true / false.
    expect(await codes([cond('status', 'eq', '0')])).toEqual(['SQP-B']);
    expect(await codes([cond('hot', 'eq', 'true')])).toEqual(['SQP-A']);
    expect(await codes([cond('recommend', 'in', ['true'])])).toEqual(['SQP-C']);
    // The lowest price of the styles on the shelves (a product taken down keeps its price).
    expect(await codes([cond('price', 'ge', 25)])).toEqual(['SQP-B', 'SQP-C']);
    expect(await codes([cond('price', 'lt', '25')])).toEqual(['SQP-A']);
    expect(await codes([cond('sortNo', 'gt', 0)])).toEqual(['SQP-A']);
    // A category holds its sub-categories' products.
    expect(await codes([cond('categoryId', 'eq', parentId)])).toEqual(['SQP-A', 'SQP-B']);
    expect(await codes([cond('categoryId', 'ne', parentId)])).toEqual(['SQP-C']);
    expect(await codes([cond('categoryId', 'in', [otherId, leafId])])).toEqual(['SQP-A', 'SQP-B', 'SQP-C']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await codes([cond('createTime', 'eq', today)])).toEqual(['SQP-A', 'SQP-B', 'SQP-C']);
    expect(await codes([cond('createTime', 'lt', today)])).toEqual([]);
    // The conditions all hold (and).
    expect(
      await codes([cond('hot', 'eq', 'true'), cond('status', 'eq', '0')], '&superQueryMatchType=and'),
    ).toEqual([]);
  });

  it('refuses a field outside the whitelist and a rule that does not fit the field’s type', async () => {
    expectFailure(await list([cond('searchTerms', 'eq', 'x')]), 400, 'error.superQueryUnknownField');
    expectFailure(await list([cond('delFlag', 'eq', 'true')]), 400, 'error.superQueryUnknownField');
    expectFailure(await list([cond('status', 'like', '1')]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('price', 'right_like', '1')]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('categoryId', 'gt', parentId)]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('hot', 'eq', 'yes')]), 400, 'error.superQueryBadValue');
  });
});
