import {
  API_BASE,
  DemandErrorKey,
  DemandStatus,
  ErrorKey,
  PriceApplyStatus,
  displayPrice,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant, addUser } from '../../test/fixtures';
import { mallCartItem } from '../cart/schema';
import { mallProduct, mallProductStyle } from '../catalogue/schema';
import { mallDemand } from './schema';
import { compact, pdfText } from './test-kit';

let t: TestApp;
let buyer: string;
let buyer2: string;
let sales: string;
let otherTenantSales: string;
let product: { id: string; styleId: string; price: string; version: number };
let secondStyle: string;

type Json = Record<string, unknown>;

async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': token, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
}

async function result(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

/** A fresh pending order of `buyer` for 10 × the product (standard price 10 × unit price). */
async function newOrder(token = buyer, extra: Json = {}) {
  const submitted = await result(
    await call(token, 'POST', '/mall/demand/submit', {
      items: [{ productId: product.id, styleId: product.styleId, quantity: 10 }],
      ...extra,
    }),
  );
  return (await result(await call(token, 'GET', `/mall/demand/queryById?id=${submitted.id}`))) as Json & {
    id: string;
    version: number;
    applyId: string | null;
    actualPrice: string;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.db
    .select({ tenantId: mallProduct.tenantId })
    .from(mallProduct)
    .where(eq(mallProduct.status, 1))
    .limit(1);
  const tenantId = row?.tenantId as string;
  await addUser(t.app.db, { username: 'buyer2', tenants: [tenantId], role: 'buyer' });
  const otherTenant = await addTenant(t.app.db, 'Other');
  await addUser(t.app.db, { username: 'othersales', tenants: [otherTenant], role: 'sales' });
  [buyer, buyer2, sales, otherTenantSales] = await Promise.all([
    t.login('buyer'),
    t.login('buyer2'),
    t.login('sales'),
    t.login('othersales'),
  ]);
  // A product on the shelves with two styles on the shelves in one currency.
  const styles = await t.app.db
    .select({
      productId: mallProductStyle.productId,
      id: mallProductStyle.id,
      price: mallProductStyle.price,
      version: mallProduct.version,
    })
    .from(mallProductStyle)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
    .where(
      and(eq(mallProduct.status, 1), eq(mallProductStyle.status, 1), eq(mallProduct.tenantId, tenantId)),
    );
  const byProduct = new Map<string, typeof styles>();
  for (const style of styles)
    byProduct.set(style.productId, [...(byProduct.get(style.productId) ?? []), style]);
  const [first, second] = [...byProduct.values()].find((list) => list.length >= 2) ?? [];
  if (!first || !second) throw new Error('the demo catalogue has no product with two styles');
  product = { id: first.productId, styleId: first.id, price: first.price, version: first.version };
  secondStyle = second.id;
});
afterAll(() => t?.close());

describe('cart', () => {
  it('merges the same style into one line, shows the product as it is now and says when it changed', async () => {
    await result(
      await call(buyer, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 2,
      }),
    );
    const added = await result(
      await call(buyer, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 3,
      }),
    );
    expect(added).toEqual({ count: 1 });
    let [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(line).toMatchObject({ quantity: 5, state: 'current', productVersion: product.version });
    expect(line.unitPrice).toMatch(/^\d+\.\d{2}$/);

    await t.app.db
      .update(mallProduct)
      .set({ version: product.version + 1 })
      .where(eq(mallProduct.id, product.id));
    [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(line).toMatchObject({
      state: 'changed',
      addedProductVersion: product.version,
      productVersion: product.version + 1,
    });
    await t.app.db.update(mallProduct).set({ status: 0 }).where(eq(mallProduct.id, product.id));
    [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(line.state).toBe('takenDown');
    expectFailure(
      await call(buyer, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 1,
      }),
      409,
      DemandErrorKey.productTakenDown,
      { message: 'The product has been taken down' },
    );
    await t.app.db
      .update(mallProduct)
      .set({ status: 1, version: product.version })
      .where(eq(mallProduct.id, product.id));

    // Edit: another style and quantity with the version read; a stale version is refused.
    expectFailure(
      await call(buyer, 'PUT', '/mall/cart/edit', {
        id: line.id,
        styleId: secondStyle,
        quantity: 4,
        version: line.version + 5,
      }),
      409,
      DemandErrorKey.cartChanged,
    );
    await result(
      await call(buyer, 'PUT', '/mall/cart/edit', {
        id: line.id,
        styleId: secondStyle,
        quantity: 4,
        version: line.version,
      }),
    );
    [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(line).toMatchObject({ styleId: secondStyle, quantity: 4 });
    expect(await result(await call(buyer, 'GET', '/mall/cart/count'))).toEqual({ count: 1 });

    // Another buyer can neither see nor delete the line.
    expect(await result(await call(buyer2, 'GET', '/mall/cart/list'))).toEqual([]);
    expect(await result(await call(buyer2, 'DELETE', `/mall/cart/deleteBatch?ids=${line.id}`))).toEqual({
      count: 0,
    });
    expect(await result(await call(buyer, 'DELETE', `/mall/cart/deleteBatch?ids=${line.id}`))).toEqual({
      count: 1,
    });
  });

  it('refuses a bad quantity and unknown keys', async () => {
    for (const quantity of [0, -1, 1.5, 'x']) {
      expectFailure(
        await call(buyer, 'POST', '/mall/cart/add', {
          productId: product.id,
          styleId: product.styleId,
          quantity,
        }),
        400,
        ErrorKey.validation,
      );
    }
    expectFailure(
      await call(buyer, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 1,
        price: '0',
      }),
      400,
      ErrorKey.validation,
    );
  });
});

describe('submit', () => {
  it('recomputes prices from the catalogue, numbers the order and empties the submitted cart lines', async () => {
    await result(
      await call(buyer, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 3,
      }),
    );
    const [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    const submitted = await result(
      await call(buyer, 'POST', '/mall/demand/submit', {
        cartItemIds: [line.id],
        productVersions: { [product.id]: line.productVersion },
        memo: 'urgent',
      }),
    );
    expect(submitted.orderNo).toMatch(/^D\d{8}-\d{6,}$/);
    expect(await result(await call(buyer, 'GET', '/mall/cart/count'))).toEqual({ count: 0 });
    const order = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${submitted.id}`));
    const expected = (Number(product.price) * 3).toFixed(2);
    expect(order).toMatchObject({
      status: DemandStatus.pending,
      standardPrice: expected,
      actualPrice: expected,
      discountRate: '1',
      memo: 'urgent',
      customerName: expect.any(String),
      priceLocked: false,
      approvalStatus: null,
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 3, standardPrice: expected, actualPrice: expected });
  });

  it('answers 409 when the product changed since the page showed it, and commits nothing', async () => {
    await result(
      await call(buyer, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 1,
      }),
    );
    const [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    const response = await call(buyer, 'POST', '/mall/demand/submit', {
      cartItemIds: [line.id],
      productVersions: { [product.id]: line.productVersion - 1 },
    });
    expectFailure(response, 409, DemandErrorKey.productChanged, {
      message: 'This product has been updated please refresh',
    });
    expect(await result(await call(buyer, 'GET', '/mall/cart/count'))).toEqual({ count: 1 });
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/submit', { cartItemIds: ['nope'] }),
      409,
      DemandErrorKey.cartChanged,
    );
    await result(await call(buyer, 'DELETE', `/mall/cart/deleteBatch?ids=${line.id}`));
  });

  it('refuses a taken-down product, another buyer’s cart line and a bad expected price', async () => {
    await t.app.db.update(mallProductStyle).set({ status: 0 }).where(eq(mallProductStyle.id, secondStyle));
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/submit', {
        items: [{ productId: product.id, styleId: secondStyle, quantity: 1 }],
      }),
      409,
      DemandErrorKey.productTakenDown,
    );
    await t.app.db.update(mallProductStyle).set({ status: 1 }).where(eq(mallProductStyle.id, secondStyle));
    await result(
      await call(buyer2, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 1,
      }),
    );
    const [theirs] = await result(await call(buyer2, 'GET', '/mall/cart/list'));
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/submit', { cartItemIds: [theirs.id] }),
      409,
      DemandErrorKey.cartChanged,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/submit', {
        items: [{ productId: product.id, styleId: product.styleId, quantity: 1 }],
        expectedPrice: '999999999',
      }),
      400,
      DemandErrorKey.expectedPriceInvalid,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/submit', {
        items: [{ productId: product.id, styleId: product.styleId, quantity: 1 }],
        expectedPrice: '1.234',
      }),
      400,
      ErrorKey.validation,
    );
  });

  it('opens the first price application when an expected price is given', async () => {
    const order = await newOrder(buyer, { expectedPrice: '1.00', expectedMemo: 'budget' });
    expect(order).toMatchObject({
      approvalStatus: PriceApplyStatus.inReview,
      expectedPrice: '1.00',
      expectedMemo: 'budget',
    });
    expect(order.applyId).toEqual(expect.any(String));
  });
});

describe('the rule table', () => {
  it('modify actual price: sales on a pending, unlocked order without an application in review', async () => {
    const order = await newOrder();
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: order.version,
        discountRate: '0.9',
      }),
      403,
      ErrorKey.forbidden,
    );
    const changed = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: order.version,
        discountRate: '0.9',
        adjustment: '-1',
        memo: 'volume',
      }),
    );
    const standard = Number(order.standardPrice);
    expect(changed.actualPrice).toBe((standard * 0.9 - 1).toFixed(2));
    expect(changed.version).toBe(order.version + 1);
    const detail = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${order.id}`));
    expect(detail.items[0].actualPrice).toBe((standard * 0.9).toFixed(2));
    // A new actual price keeps the rate and adjusts.
    const direct = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: changed.version,
        actualPrice: '5.5',
      }),
    );
    expect(direct).toMatchObject({ actualPrice: '5.50', discountRate: '0.9' });
    // Stale version.
    expectFailure(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: changed.version,
        discountRate: '1',
      }),
      409,
      DemandErrorKey.statusChanged,
      { message: 'Status changed, please refresh' },
    );
    // Refused while an application is in review.
    const applied = await result(
      await call(buyer, 'POST', '/mall/priceApply/apply', {
        demandId: order.id,
        version: direct.version,
        expectedPrice: '5',
      }),
    );
    expect(applied.actions.modifyPrice).toBe(false);
    expectFailure(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: applied.version,
        discountRate: '1',
      }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
  });

  it('apply discount: the owner only, expected above 0 and below actual, one in review at a time', async () => {
    const order = await newOrder();
    const body = { demandId: order.id, version: order.version, expectedPrice: '1', applyMemo: 'please' };
    expectFailure(await call(buyer2, 'POST', '/mall/priceApply/apply', body), 404, ErrorKey.notFound);
    expectFailure(await call(sales, 'POST', '/mall/priceApply/apply', body), 403, ErrorKey.forbidden);
    expectFailure(
      await call(buyer, 'POST', '/mall/priceApply/apply', { ...body, expectedPrice: order.actualPrice }),
      400,
      DemandErrorKey.expectedPriceInvalid,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/priceApply/apply', { ...body, expectedPrice: '0' }),
      400,
      DemandErrorKey.expectedPriceInvalid,
    );
    const applied = await result(await call(buyer, 'POST', '/mall/priceApply/apply', body));
    expect(applied).toMatchObject({ approvalStatus: 0, expectedPrice: '1.00', applyMemo: 'please' });
    expect(applied.actions).toMatchObject({ apply: false, cancel: true, complete: false });
    expectFailure(
      await call(buyer, 'POST', '/mall/priceApply/apply', { ...body, version: applied.version }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
  });

  it('agree: sales; the expected price becomes actual and the order is locked', async () => {
    const order = await newOrder(buyer, { expectedPrice: '2.50' });
    const reply = { id: order.applyId, version: order.version, approvalMemo: 'ok' };
    expectFailure(await call(buyer, 'POST', '/mall/priceApply/agree', reply), 403, ErrorKey.forbidden);
    const agreed = await result(await call(sales, 'POST', '/mall/priceApply/agree', reply));
    expect(agreed).toMatchObject({
      actualPrice: '2.50',
      priceLocked: true,
      approvalStatus: PriceApplyStatus.approved,
    });
    expect(agreed.actions).toMatchObject({ modifyPrice: false, agree: false, refuse: false });
    // Locked: no price change, no new application, no cancel; complete and close remain.
    expectFailure(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: agreed.version,
        discountRate: '1',
      }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/priceApply/apply', {
        demandId: order.id,
        version: agreed.version,
        expectedPrice: '1',
      }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/cancel', { id: order.id, version: agreed.version }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
    expectFailure(
      await call(sales, 'POST', '/mall/priceApply/agree', { ...reply, version: agreed.version }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
    const completed = await result(
      await call(buyer, 'POST', '/mall/demand/complete', { id: order.id, version: agreed.version }),
    );
    expect(completed.status).toBe(DemandStatus.completed);
  });

  it('refuse: sales, with a reply memo; the buyer may apply again', async () => {
    const order = await newOrder(buyer, { expectedPrice: '2.50' });
    expectFailure(
      await call(sales, 'POST', '/mall/priceApply/refuse', { id: order.applyId, version: order.version }),
      400,
      DemandErrorKey.approvalMemoRequired,
    );
    expectFailure(
      await call(buyer, 'POST', '/mall/priceApply/refuse', {
        id: order.applyId,
        version: order.version,
        approvalMemo: 'x',
      }),
      403,
      ErrorKey.forbidden,
    );
    const refused = await result(
      await call(sales, 'POST', '/mall/priceApply/refuse', {
        id: order.applyId,
        version: order.version,
        approvalMemo: 'too low',
      }),
    );
    expect(refused).toMatchObject({
      approvalStatus: PriceApplyStatus.rejected,
      approvalMemo: 'too low',
      priceLocked: false,
    });
    const seenByBuyer = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${order.id}`));
    expect(seenByBuyer.actions.apply).toBe(true);
    const again = await result(
      await call(buyer, 'POST', '/mall/priceApply/apply', {
        demandId: order.id,
        version: refused.version,
        expectedPrice: '3',
      }),
    );
    expect(again.approvalStatus).toBe(PriceApplyStatus.inReview);
    const logs = await result(await call(buyer, 'GET', `/mall/priceApply/logs?demandId=${order.id}`));
    expect(logs.map((log: Json) => log.action)).toEqual(['submit', 'apply', 'refuse', 'apply']);
    expect(logs[2]).toMatchObject({ memo: 'too low', operator: expect.any(String) });
  });

  it('cancel: the owner, on a pending unlocked order', async () => {
    const order = await newOrder();
    expectFailure(
      await call(sales, 'POST', '/mall/demand/cancel', { id: order.id, version: order.version }),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(
      await call(buyer2, 'POST', '/mall/demand/cancel', { id: order.id, version: order.version }),
      404,
      ErrorKey.notFound,
    );
    const cancelled = await result(
      await call(buyer, 'POST', '/mall/demand/cancel', { id: order.id, version: order.version }),
    );
    expect(cancelled.status).toBe(DemandStatus.cancelled);
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/close', { id: order.id, version: cancelled.version }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
  });

  it('complete: owner or sales, pending, none in review, quotation not expired', async () => {
    const inReview = await newOrder(buyer, { expectedPrice: '1' });
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/complete', { id: inReview.id, version: inReview.version }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
    const order = await newOrder();
    await t.app.db
      .update(mallDemand)
      .set({ quoteDate: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(mallDemand.id, order.id));
    const expired = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${order.id}`));
    expect(expired).toMatchObject({ quoteExpired: true });
    expect(expired.actions.complete).toBe(false);
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/complete', { id: order.id, version: order.version }),
      409,
      DemandErrorKey.quoteExpired,
    );
    // Sales re-quote: the quote date renews and the order can be completed, by sales too.
    const requoted = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: order.version,
        discountRate: '1',
      }),
    );
    expect(requoted.quoteExpired).toBe(false);
    const completed = await result(
      await call(sales, 'POST', '/mall/demand/complete', { id: order.id, version: requoted.version }),
    );
    expect(completed.status).toBe(DemandStatus.completed);
    expectFailure(
      await call(buyer2, 'POST', '/mall/demand/complete', { id: order.id, version: completed.version }),
      404,
      ErrorKey.notFound,
    );
  });

  it('close: owner or sales, pending only', async () => {
    const order = await newOrder();
    const closed = await result(
      await call(sales, 'POST', '/mall/demand/close', { id: order.id, version: order.version }),
    );
    expect(closed.status).toBe(DemandStatus.closed);
    expectFailure(
      await call(sales, 'POST', '/mall/demand/close', { id: order.id, version: closed.version }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
    const own = await newOrder();
    expect(
      (await result(await call(buyer, 'POST', '/mall/demand/close', { id: own.id, version: own.version })))
        .status,
    ).toBe(DemandStatus.closed);
  });
});

describe('lists, isolation, reorder and the quotation', () => {
  it('shows buyers their own orders, staff all the tenant’s, another tenant nothing', async () => {
    const mine = await newOrder(buyer, { memo: 'find-me-memo' });
    const theirs = await newOrder(buyer2);
    const own = await result(await call(buyer, 'GET', '/mall/demand/list?pageSize=100'));
    expect(own.records.map((order: Json) => order.id)).toContain(mine.id);
    expect(own.records.map((order: Json) => order.id)).not.toContain(theirs.id);
    expectFailure(await call(buyer, 'GET', `/mall/demand/queryById?id=${theirs.id}`), 404, ErrorKey.notFound);
    const all = await result(await call(sales, 'GET', '/mall/demand/list?pageSize=100'));
    expect(all.records.map((order: Json) => order.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const other = await result(await call(otherTenantSales, 'GET', '/mall/demand/list'));
    expect(other.total).toBe(0);
    expectFailure(
      await call(otherTenantSales, 'GET', `/mall/demand/queryById?id=${mine.id}`),
      404,
      ErrorKey.notFound,
    );

    const byMemo = await result(await call(sales, 'GET', '/mall/demand/list?memo=find-me'));
    expect(byMemo.records.map((order: Json) => order.id)).toEqual([mine.id]);
    const byNo = await result(await call(sales, 'GET', `/mall/demand/list?orderNo=${String(mine.orderNo)}`));
    expect(byNo.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const byTime = await result(
      await call(
        buyer,
        'GET',
        `/mall/demand/list?orderTimeBegin=${today}&orderTimeEnd=${today}&status=0&pageSize=100`,
      ),
    );
    expect(byTime.records.map((order: Json) => order.id)).toContain(mine.id);
    const byName = await result(
      await call(
        buyer,
        'GET',
        `/mall/demand/list?productName=${encodeURIComponent(String((mine as Json).productSummary).slice(0, 4))}`,
      ),
    );
    expect(byName.total).toBeGreaterThan(0);
    expectFailure(
      await call(buyer, 'GET', '/mall/demand/list?column=customerPhone'),
      400,
      ErrorKey.sortColumnNotAllowed,
    );
    expectFailure(await call(buyer, 'GET', '/mall/demand/list?tenantId=x'), 400, ErrorKey.filterNotAllowed);
  });

  it('puts an order’s lines back into the cart', async () => {
    const order = await newOrder();
    expect(await result(await call(buyer, 'POST', '/mall/demand/reorder', { id: order.id }))).toEqual({
      count: 1,
    });
    const [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(line).toMatchObject({ productId: product.id, styleId: product.styleId, quantity: 10 });
    await t.app.db.delete(mallCartItem);
    expectFailure(
      await call(sales, 'POST', '/mall/demand/reorder', { id: order.id }),
      403,
      ErrorKey.forbidden,
    );
  });

  it('exports the quotation in Chinese and English with terms and totals', async () => {
    const order = await newOrder();
    for (const lang of ['zh', 'en'] as const) {
      const response = await call(buyer, 'GET', `/mall/demand/exportPdf?id=${order.id}&lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(compact(String(order.orderNo)));
      expect(text).toContain(compact(lang === 'zh' ? '付款方式：100% 预付' : 'Payment: 100% in advance'));
      expect(text).toContain(compact(lang === 'zh' ? 'FOB 上海' : 'FOB Shanghai'));
      expect(text).toContain(compact(displayPrice(String(order.actualPrice))));
    }
    expectFailure(await call(buyer2, 'GET', `/mall/demand/exportPdf?id=${order.id}`), 404, ErrorKey.notFound);

    // The tenant's port city: sales set it, buyers may not; the next quotation names it.
    expectFailure(
      await call(buyer, 'PUT', '/mall/demand/quoteSetting', { portCity: { zh: '宁波', en: 'Ningbo' } }),
      403,
      ErrorKey.forbidden,
    );
    await result(
      await call(sales, 'PUT', '/mall/demand/quoteSetting', { portCity: { zh: '宁波', en: 'Ningbo' } }),
    );
    expect(await result(await call(sales, 'GET', '/mall/demand/quoteSetting'))).toEqual({
      portCity: { zh: '宁波', en: 'Ningbo' },
    });
    const ningbo = await call(buyer, 'GET', `/mall/demand/exportPdf?id=${order.id}&lang=en`);
    expect(await pdfText(ningbo.rawPayload)).toContain(compact('FOB Ningbo'));
  });
});

describe('concurrency', () => {
  it('of 50 conflicting actions on one order version exactly one wins; the rest get 409', async () => {
    const order = await newOrder();
    const attempts = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? call(sales, 'POST', '/mall/demand/modifyPrice', {
            id: order.id,
            version: order.version,
            adjustment: `-${i % 9}`,
          })
        : call(buyer, 'POST', '/mall/demand/close', { id: order.id, version: order.version }),
    );
    const responses = await Promise.all(attempts);
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().i18nKey).toBe(DemandErrorKey.statusChanged);
    }
    const after = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${order.id}`));
    expect(after.version).toBe(order.version + 1);
  });
});
