import { encodeSuperQuery, type SuperQueryCondition } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { submitOrder, orderVersion } from '../../test/demand-orders';
import { expectFailure } from '../../test/envelope';
import { apiCall, resultOf } from '../../test/org-fixtures';
import { mallDemand } from './schema';

// The advanced query of the staff's demand order list: the order's fields and its latest price application.

let t: TestApp;
let buyer: string;
let sales: string;

const cond = (field: string, rule: SuperQueryCondition['rule'], val: SuperQueryCondition['val']) => ({
  field,
  rule,
  val,
});

function list(conditions: SuperQueryCondition[], extra = '', token = sales) {
  const query = encodeSuperQuery(conditions);
  // Every query keeps to this file's orders (their memo starts with sq-order).
  return apiCall(
    t,
    token,
    'GET',
    `/mall/demand/list?pageSize=50&column=orderNo&order=asc&memo=sq-order&superQueryParams=${encodeURIComponent(query)}${extra}`,
  );
}

async function memos(conditions: SuperQueryCondition[], extra = ''): Promise<string[]> {
  const response = await list(conditions, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .result.records.map((record: { memo: string }) => record.memo)
    .sort();
}

beforeAll(async () => {
  t = await createTestApp();
  [buyer, sales] = await Promise.all([t.login('buyer'), t.login('sales')]);
  const [a, b, c] = [
    await submitOrder(t, buyer, { memo: 'sq-order-a' }),
    await submitOrder(t, buyer, { memo: 'sq-order-b' }),
    await submitOrder(t, buyer, { memo: 'sq-order-c' }),
  ];
  // a: an application in review; b: an application agreed; c: none, and cancelled by the buyer.
  for (const order of [a!, b!]) {
    const response = await apiCall(t, buyer, 'POST', '/mall/priceApply/apply', {
      demandId: order.id,
      version: await orderVersion(t, buyer, order.id),
      expectedPrice: order === a ? '1.00' : '2.00',
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const applied = resultOf<{ applyId: string; version: number }>(
    await apiCall(t, sales, 'GET', `/mall/demand/queryById?id=${b!.id}`),
  );
  const agreed = await apiCall(t, sales, 'POST', '/mall/priceApply/agree', {
    id: applied.applyId,
    version: applied.version,
  });
  expect(agreed.statusCode, agreed.body).toBe(200);
  const cancelled = await apiCall(t, buyer, 'POST', '/mall/demand/cancel', {
    id: c!.id,
    version: await orderVersion(t, buyer, c!.id),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // c was ordered on 1 March 2026 at 23:30 UTC: still that day in the comparison's time zone.
  await t.app.db
    .update(mallDemand)
    .set({ orderTime: new Date(Date.UTC(2026, 2, 1, 23, 30)) })
    .where(eq(mallDemand.id, c!.id));
});
afterAll(() => t?.close());

describe('GET /mall/demand/list (staff) with an advanced query', () => {
  it('compares the order’s fields and its latest price application’s by their types', async () => {
    expect(await memos([])).toEqual(['sq-order-a', 'sq-order-b', 'sq-order-c']);
    expect(await memos([cond('memo', 'left_like', '-b')])).toEqual(['sq-order-b']);
    // The status compares codes.
    expect(await memos([cond('status', 'eq', '3')])).toEqual(['sq-order-c']);
    expect(await memos([cond('status', 'in', ['0', '1'])])).toEqual(['sq-order-a', 'sq-order-b']);
    // The latest price application: its status, expected price and time.
    expect(await memos([cond('applyStatus', 'eq', '0')])).toEqual(['sq-order-a']);
    expect(await memos([cond('applyStatus', 'eq', '1')])).toEqual(['sq-order-b']);
    expect(await memos([cond('applyStatus', 'in', ['0', '1', '2', '3'])])).toEqual([
      'sq-order-a',
      'sq-order-b',
    ]);
    expect(await memos([cond('expectedPrice', 'ge', 2)])).toEqual(['sq-order-b']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await memos([cond('applyTime', 'eq', today)])).toEqual(['sq-order-a', 'sq-order-b']);
    expect(await memos([cond('orderTime', 'eq', '2026-03-01')])).toEqual(['sq-order-c']);
    expect(await memos([cond('orderTime', 'le', '2026-03-01 23:29')])).toEqual([]);
    expect(await memos([cond('actualPrice', 'gt', 0)])).toHaveLength(3);
    expect(
      await memos([cond('applyStatus', 'eq', '0'), cond('status', 'eq', '3')], '&superQueryMatchType=or'),
    ).toEqual(['sq-order-a', 'sq-order-c']);
  });

  it('refuses a field outside the whitelist and a rule that does not fit the field’s type', async () => {
    expectFailure(await list([cond('customerId', 'eq', 'x')]), 400, 'error.superQueryUnknownField');
    expectFailure(await list([cond('status', 'like', '1')]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('applyStatus', 'gt', '1')]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('actualPrice', 'like', '1')]), 400, 'error.superQueryRuleNotAllowed');
    expectFailure(await list([cond('applyStatus', 'eq', '7')]), 400, 'error.superQueryBadValue');
  });
});
