import {
  API_BASE,
  DemandErrorKey,
  encodeSuperQuery,
  DemandStatus,
  ErrorKey,
  PriceApplyStatus,
  actualPrice,
  comparePrices,
  displayPrice,
  formatPrice,
  lineActualPrice,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { columnOf, exportCall, exportedRows } from '../../test/export-sheet';
import { addTenant, addUser } from '../../test/fixtures';
import {
  mallCartItem,
  mallProduct,
  mallProductStyle,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysUserRole,
} from '../../test/tables';
import { DEMAND_EVENT_TYPES } from './events';
import { mallDemand, mallDemandItem, mallDemandLog, mallPriceApply } from './schema';
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
  // Exports read 2 orders a page, so that one of a few orders reads on from page to page.
  t = await createTestApp({ exportPageSize: 2 });
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
    expect(added).toEqual({ count: 1, quantity: 5, added: 3 });
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
    // The product on the shelves but the line's style taken down: another style must be chosen.
    await t.app.db
      .update(mallProductStyle)
      .set({ status: 0 })
      .where(eq(mallProductStyle.id, product.styleId));
    [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(line.state).toBe('styleUnavailable');

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
    expect(line).toMatchObject({ styleId: secondStyle, quantity: 4, state: 'current' });
    await t.app.db
      .update(mallProductStyle)
      .set({ status: 1 })
      .where(eq(mallProductStyle.id, product.styleId));
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

  it('a refused application is corrected and resubmitted by its buyer only; every application and reply stays, in order, for both sides', async () => {
    const order = await newOrder(buyer, { expectedPrice: '2.50', expectedMemo: 'first try' });
    const refuse = async (version: number, applyId: string, approvalMemo: string) =>
      result(await call(sales, 'POST', '/mall/priceApply/refuse', { id: applyId, version, approvalMemo }));
    const first = await refuse(order.version, order.applyId as string, 'too low');
    const resubmit = (token: string, version: number, expectedPrice: string, applyMemo = '') =>
      call(token, 'POST', '/mall/priceApply/apply', {
        demandId: order.id,
        version,
        expectedPrice,
        applyMemo,
      });

    // Nobody but the buyer who owns the order resubmits: another buyer of the tenant or of another tenant
    // does not see it, sales may not apply; a stale version is refused.
    const otherTenant = await addTenant(t.app.db, 'Resubmit other');
    await addUser(t.app.db, { username: 'resubmit-stranger', tenants: [otherTenant], role: 'buyer' });
    const stranger = await t.login('resubmit-stranger');
    expectFailure(await resubmit(buyer2, first.version, '3'), 404, ErrorKey.notFound);
    expectFailure(await resubmit(stranger, first.version, '3'), 404, ErrorKey.notFound);
    expectFailure(await resubmit(sales, first.version, '3'), 403, ErrorKey.forbidden);
    expectFailure(await resubmit(buyer, order.version, '3'), 409, DemandErrorKey.statusChanged);

    const second = await result(await resubmit(buyer, first.version, '3', 'with the volume'));
    expect(second).toMatchObject({ approvalStatus: PriceApplyStatus.inReview, expectedPrice: '3.00' });
    // An application in review (not refused) is not resubmitted.
    expectFailure(await resubmit(buyer, second.version, '3.5'), 409, DemandErrorKey.actionNotAllowed);
    const refusedAgain = await refuse(second.version, second.applyId, 'still too low');
    const third = await result(await resubmit(buyer, refusedAgain.version, '4'));

    // The history: each application with its reply, oldest first, the same for buyer and sales.
    const history = await result(await call(buyer, 'GET', `/mall/priceApply/logs?demandId=${order.id}`));
    expect(await result(await call(sales, 'GET', `/mall/priceApply/logs?demandId=${order.id}`))).toEqual(
      history,
    );
    expect(history.map((log: Json) => [log.action, log.memo])).toEqual([
      ['submit', expect.any(String)],
      ['apply', 'first try'],
      ['refuse', 'too low'],
      ['apply', 'with the volume'],
      ['refuse', 'still too low'],
      ['apply', ''],
    ]);
    expect(history.filter((log: Json) => log.action === 'apply').map((log: Json) => log.newPrice)).toEqual([
      '2.50',
      '3.00',
      '4.00',
    ]);

    // Once the order has ended, a refused application is not resubmitted.
    const refusedLast = await refuse(third.version, third.applyId, 'no');
    const cancelled = await result(
      await call(buyer, 'POST', '/mall/demand/cancel', { id: order.id, version: refusedLast.version }),
    );
    expect(cancelled.actions.apply).toBe(false);
    expectFailure(await resubmit(buyer, cancelled.version, '5'), 409, DemandErrorKey.actionNotAllowed);
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
    const byCustomer = await result(
      await call(sales, 'GET', '/mall/demand/list?customer=buyer2&pageSize=100'),
    );
    expect(byCustomer.records.map((order: Json) => order.id)).toContain(theirs.id);
    expect(byCustomer.records.map((order: Json) => order.customerName)).toEqual(
      byCustomer.records.map(() => 'buyer2'),
    );
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
    expect(await result(await call(buyer, 'POST', '/mall/demand/reorder', { id: order.id }))).toMatchObject({
      count: 1,
      skipped: [],
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
      expect(text).toContain(compact(lang === 'zh' ? '报价有效期：30 天' : 'Quotation valid for 30 days'));
      // The provider (the tenant), the customer, the line and the totals in the order's currency.
      // The seller's name in the language of the document, as product names are.
      expect(text).toContain(compact(lang === 'zh' ? '默认租户' : 'Default tenant'));
      if (lang === 'en') expect(text).not.toContain(compact('默认租户'));
      expect(text).toContain(compact(String(order.customerName)));
      expect(text).toContain(compact(String(order.quoteDate).slice(0, 10)));
      // The line: its product name (in the language asked for), quantity and price.
      if (lang === 'en') expect(text).toContain(compact(String(order.productSummary)));
      expect(text).toContain(compact(`10${displayPrice(product.price)}`));
      const total = lang === 'zh' ? '实际总价' : 'Total actual price';
      expect(text).toContain(
        compact(`${total} ${String(order.currency)} ${displayPrice(String(order.actualPrice))}`),
      );
      const standard = lang === 'zh' ? '标准总价' : 'Total standard price';
      expect(text).toContain(
        compact(`${standard} ${String(order.currency)} ${displayPrice(String(order.standardPrice))}`),
      );
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

describe('the rule table: refusals on every row', () => {
  it('agree and refuse need the version read and an application still in review', async () => {
    const order = await newOrder(buyer, { expectedPrice: '2.50' });
    const reply = { id: order.applyId, version: order.version, approvalMemo: 'no' };
    for (const action of ['agree', 'refuse']) {
      expectFailure(
        await call(sales, 'POST', `/mall/priceApply/${action}`, { ...reply, version: order.version - 1 }),
        409,
        DemandErrorKey.statusChanged,
        { message: 'Status changed, please refresh' },
      );
      expectFailure(
        await call(otherTenantSales, 'POST', `/mall/priceApply/${action}`, reply),
        404,
        ErrorKey.notFound,
      );
    }
    const refused = await result(await call(sales, 'POST', '/mall/priceApply/refuse', reply));
    // Nothing in review any more: neither reply is allowed.
    for (const action of ['agree', 'refuse']) {
      expectFailure(
        await call(sales, 'POST', `/mall/priceApply/${action}`, { ...reply, version: refused.version }),
        409,
        DemandErrorKey.actionNotAllowed,
      );
    }
    expect(refused.actions).toMatchObject({ agree: false, refuse: false, modifyPrice: true });
  });

  it('an agreement renews an expired quotation', async () => {
    const order = await newOrder(buyer, { expectedPrice: '2.50' });
    await t.app.db
      .update(mallDemand)
      .set({ quoteDate: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(mallDemand.id, order.id));
    const agreed = await result(
      await call(sales, 'POST', '/mall/priceApply/agree', { id: order.applyId, version: order.version }),
    );
    expect(agreed).toMatchObject({ quoteExpired: false, actualPrice: '2.50' });
    expect(agreed.actions.complete).toBe(true);
  });

  it('an agreed quotation that expired: its buyer asks for a new quote, then sales re-quote it', async () => {
    const order = await newOrder(buyer, { expectedPrice: '2.50' });
    const agreed = await result(
      await call(sales, 'POST', '/mall/priceApply/agree', { id: order.applyId, version: order.version }),
    );
    expect(agreed.actions.requestQuote).toBe(false);
    await t.app.db
      .update(mallDemand)
      .set({ quoteDate: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(mallDemand.id, order.id));
    const expired = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${order.id}`));
    expect(expired.actions).toMatchObject({ requestQuote: true, apply: false, complete: false });
    const salesView = await result(await call(sales, 'GET', `/mall/demand/queryById?id=${order.id}`));
    expect(salesView.actions).toMatchObject({ requestQuote: false, modifyPrice: false });
    expectFailure(
      await call(sales, 'POST', '/mall/demand/requestQuote', { id: order.id, version: agreed.version }),
      403,
      ErrorKey.forbidden,
    );
    const asked = await result(
      await call(buyer, 'POST', '/mall/demand/requestQuote', { id: order.id, version: agreed.version }),
    );
    expect(asked).toMatchObject({ priceLocked: false, actualPrice: '2.50' });
    expect(asked.actions).toMatchObject({ requestQuote: false, apply: true });
    const requoted = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: asked.version,
        actualPrice: '2.40',
      }),
    );
    expect(requoted).toMatchObject({ quoteExpired: false, actualPrice: '2.40' });
    const logs = await result(await call(buyer, 'GET', `/mall/priceApply/logs?demandId=${order.id}`));
    expect(logs.map((log: { action: string }) => log.action)).toContain('requestQuote');
  });

  it('calls only a pending order’s quotation expired, and offers no completion of an order without a price', async () => {
    const order = await newOrder();
    const completed = await result(
      await call(buyer, 'POST', '/mall/demand/complete', { id: order.id, version: order.version }),
    );
    await t.app.db
      .update(mallDemand)
      .set({ quoteDate: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(mallDemand.id, completed.id));
    const old = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${order.id}`));
    expect(old.quoteExpired).toBe(false);
    const unpriced = await newOrder();
    const zero = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: unpriced.id,
        version: unpriced.version,
        actualPrice: '0',
      }),
    );
    expect(zero.actions.complete).toBe(false);
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/complete', { id: zero.id, version: zero.version }),
      409,
      DemandErrorKey.actionNotAllowed,
    );
  });

  it('no action but close touches an order that is no longer pending, and close neither', async () => {
    const order = await newOrder();
    const closed = await result(
      await call(buyer, 'POST', '/mall/demand/close', { id: order.id, version: order.version }),
    );
    expect(closed.actions).toEqual({
      modifyPrice: false,
      apply: false,
      agree: false,
      refuse: false,
      cancel: false,
      complete: false,
      close: false,
      requestQuote: false,
    });
    const version = closed.version;
    const refusals: Array<[string, string, Json]> = [
      [sales, '/mall/demand/modifyPrice', { id: order.id, version, discountRate: '0.5' }],
      [buyer, '/mall/priceApply/apply', { demandId: order.id, version, expectedPrice: '1' }],
      [buyer, '/mall/demand/cancel', { id: order.id, version }],
      [buyer, '/mall/demand/complete', { id: order.id, version }],
      [sales, '/mall/demand/complete', { id: order.id, version }],
      [buyer, '/mall/demand/close', { id: order.id, version }],
      [buyer, '/mall/demand/requestQuote', { id: order.id, version }],
    ];
    for (const [token, url, body] of refusals) {
      expectFailure(await call(token, 'POST', url, body), 409, DemandErrorKey.actionNotAllowed);
    }
  });

  it('another buyer of the tenant and staff of another tenant can act on nothing', async () => {
    const order = await newOrder();
    const { id, version } = order;
    const attempts: Array<[string, string, Json]> = [
      [buyer2, '/mall/demand/close', { id, version }],
      [buyer2, '/mall/demand/complete', { id, version }],
      [buyer2, '/mall/demand/reorder', { id }],
      [otherTenantSales, '/mall/demand/modifyPrice', { id, version, discountRate: '0.5' }],
      [otherTenantSales, '/mall/demand/close', { id, version }],
      [otherTenantSales, '/mall/demand/complete', { id, version }],
    ];
    for (const [token, url, body] of attempts) {
      expectFailure(await call(token, 'POST', url, body), 404, ErrorKey.notFound);
    }
    expectFailure(await call(buyer2, 'GET', `/mall/priceApply/logs?demandId=${id}`), 404, ErrorKey.notFound);
    const unchanged = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${id}`));
    expect(unchanged).toMatchObject({ version, status: DemandStatus.pending });
  });

  it('takes prices of at most 9 integer digits and 2 decimals, a rate of at most 4 decimals', async () => {
    const order = await newOrder();
    const { id, version } = order;
    for (const change of [
      { adjustment: '1.234' },
      { adjustment: '1234567890' },
      { actualPrice: '1.001' },
      { actualPrice: '-1' },
      { discountRate: '0.12345' },
      { discountRate: '10' },
    ]) {
      expectFailure(
        await call(sales, 'POST', '/mall/demand/modifyPrice', { id, version, ...change }),
        400,
        ErrorKey.validation,
      );
    }
    for (const expectedPrice of ['1.234', '1234567890', '-1', 'x']) {
      expectFailure(
        await call(buyer, 'POST', '/mall/priceApply/apply', { demandId: id, version, expectedPrice }),
        400,
        ErrorKey.validation,
      );
    }
    expectFailure(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id,
        version,
        adjustment: '-999999999',
      }),
      400,
      DemandErrorKey.actualPriceNegative,
    );
    const unchanged = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${id}`));
    expect(unchanged.version).toBe(version);
  });
});

describe('the log of an order', () => {
  const logsOf = async (id: string) =>
    (await result(await call(buyer, 'GET', `/mall/priceApply/logs?demandId=${id}`))) as Array<Json>;

  it('records every action with who, old and new price and memo', async () => {
    const negotiated = await newOrder(buyer, { expectedPrice: '2.50', expectedMemo: 'budget' });
    const refused = await result(
      await call(sales, 'POST', '/mall/priceApply/refuse', {
        id: negotiated.applyId,
        version: negotiated.version,
        approvalMemo: 'too low',
      }),
    );
    const applied = await result(
      await call(buyer, 'POST', '/mall/priceApply/apply', {
        demandId: negotiated.id,
        version: refused.version,
        expectedPrice: '3',
        applyMemo: 'halfway',
      }),
    );
    const agreed = await result(
      await call(sales, 'POST', '/mall/priceApply/agree', {
        id: applied.applyId,
        version: applied.version,
        approvalMemo: 'fine',
      }),
    );
    await result(
      await call(buyer, 'POST', '/mall/demand/complete', { id: negotiated.id, version: agreed.version }),
    );
    const standard = negotiated.standardPrice;
    expect(
      (await logsOf(negotiated.id)).map(({ action, oldPrice, newPrice, memo }) => ({
        action,
        oldPrice,
        newPrice,
        memo,
      })),
    ).toEqual([
      { action: 'submit', oldPrice: null, newPrice: standard, memo: '' },
      { action: 'apply', oldPrice: standard, newPrice: '2.50', memo: 'budget' },
      { action: 'refuse', oldPrice: standard, newPrice: standard, memo: 'too low' },
      { action: 'apply', oldPrice: standard, newPrice: '3.00', memo: 'halfway' },
      { action: 'agree', oldPrice: standard, newPrice: '3.00', memo: 'fine' },
      { action: 'complete', oldPrice: null, newPrice: null, memo: '' },
    ]);

    const repriced = await newOrder();
    const modified = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: repriced.id,
        version: repriced.version,
        actualPrice: '4',
        memo: 'volume',
      }),
    );
    await result(
      await call(sales, 'POST', '/mall/demand/close', { id: repriced.id, version: modified.version }),
    );
    const cancelled = await newOrder();
    await result(
      await call(buyer, 'POST', '/mall/demand/cancel', { id: cancelled.id, version: cancelled.version }),
    );
    const repricedLogs = await logsOf(repriced.id);
    expect(repricedLogs.map((log) => log.action)).toEqual(['submit', 'modifyPrice', 'close']);
    expect(repricedLogs[1]).toMatchObject({
      oldPrice: repriced.actualPrice,
      newPrice: '4.00',
      memo: 'volume',
    });
    expect(repricedLogs[2]?.operator).not.toBe(repricedLogs[0]?.operator);
    expect((await logsOf(cancelled.id)).map((log) => log.action)).toEqual(['submit', 'cancel']);
    for (const log of repricedLogs)
      expect(log).toMatchObject({ operator: expect.any(String), time: expect.any(String) });
  });
});

describe('domain events', () => {
  it('publishes every submit, application, reply, price change and status change after it commits, in order', async () => {
    const seen: Array<{ type: string; orderNo: string; tenantId: string }> = [];
    const unsubscribe = DEMAND_EVENT_TYPES.map((type) =>
      t.app.events.subscribe(type, 'test-listener', (event) => {
        seen.push({ type: event.type, orderNo: event.payload.orderNo, tenantId: event.tenantId });
      }),
    );
    try {
      const order = await newOrder(buyer, { expectedPrice: '2.50' });
      const refused = await result(
        await call(sales, 'POST', '/mall/priceApply/refuse', {
          id: order.applyId,
          version: order.version,
          approvalMemo: 'no',
        }),
      );
      const modified = await result(
        await call(sales, 'POST', '/mall/demand/modifyPrice', {
          id: order.id,
          version: refused.version,
          discountRate: '0.9',
        }),
      );
      const applied = await result(
        await call(buyer, 'POST', '/mall/priceApply/apply', {
          demandId: order.id,
          version: modified.version,
          expectedPrice: '2',
        }),
      );
      const agreed = await result(
        await call(sales, 'POST', '/mall/priceApply/agree', {
          id: applied.applyId,
          version: applied.version,
        }),
      );
      // Refused actions publish nothing.
      expectFailure(
        await call(buyer, 'POST', '/mall/demand/cancel', { id: order.id, version: agreed.version }),
        409,
        DemandErrorKey.actionNotAllowed,
      );
      expectFailure(
        await call(buyer, 'POST', '/mall/demand/close', { id: order.id, version: order.version }),
        409,
        DemandErrorKey.statusChanged,
      );
      await result(
        await call(sales, 'POST', '/mall/demand/close', { id: order.id, version: agreed.version }),
      );
      await t.app.outbox.drain();
      const mine = seen.filter((event) => event.orderNo === order.orderNo);
      expect(mine.map((event) => event.type)).toEqual([
        'demand.submitted',
        'demand.priceApplied',
        'demand.priceReplied',
        'demand.priceChanged',
        'demand.priceApplied',
        'demand.priceReplied',
        'demand.priceChanged',
        'demand.statusChanged',
      ]);
      expect(new Set(mine.map((event) => event.tenantId)).size).toBe(1);
    } finally {
      for (const stop of unsubscribe) stop();
    }
  });
});

describe('order numbers and the cart under concurrent submits', () => {
  it('gives every one of 30 concurrent submits its own D<yyyymmdd>-<n> number', async () => {
    const submits = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 === 0 ? buyer : buyer2, 'POST', '/mall/demand/submit', {
          items: [{ productId: product.id, styleId: product.styleId, quantity: 1 + i }],
        }),
      ),
    );
    const numbers = await Promise.all(submits.map(async (response) => (await result(response)).orderNo));
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    for (const orderNo of numbers) expect(orderNo).toMatch(new RegExp(`^D${day}-\\d{6,}$`));
    expect(new Set(numbers).size).toBe(30);
  });

  it('of two concurrent submits of the same cart line one makes the order, the other changes nothing', async () => {
    await t.app.db.delete(mallCartItem);
    await result(
      await call(buyer, 'POST', '/mall/cart/add', {
        productId: product.id,
        styleId: product.styleId,
        quantity: 2,
      }),
    );
    const [line] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    const before = (await result(await call(buyer, 'GET', '/mall/demand/list'))).total as number;
    const responses = await Promise.all(
      [0, 1].map(() => call(buyer, 'POST', '/mall/demand/submit', { cartItemIds: [line.id], memo: 'twice' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().i18nKey).toBe(DemandErrorKey.cartChanged);
    expect((await result(await call(buyer, 'GET', '/mall/demand/list'))).total).toBe(before + 1);
    expect(await result(await call(buyer, 'GET', '/mall/cart/count'))).toEqual({ count: 0 });
  });
});

describe('the demo orders', () => {
  it('are orders the rules could have made', async () => {
    const orders = (await t.app.db.select().from(mallDemand)).filter((order) =>
      order.orderNo.startsWith('DEMO'),
    );
    expect(orders.length).toBeGreaterThan(0);
    const [items, applies, logs] = await Promise.all([
      t.app.db.select().from(mallDemandItem),
      t.app.db.select().from(mallPriceApply),
      t.app.db.select().from(mallDemandLog),
    ]);
    for (const order of orders) {
      const label = order.orderNo;
      expect(
        comparePrices(
          order.actualPrice,
          actualPrice(order.standardPrice, order.discountRate, order.adjustment),
        ),
        label,
      ).toBe(0);
      for (const item of items.filter((line) => line.demandId === order.id)) {
        expect(
          comparePrices(item.actualPrice, lineActualPrice(item.standardPrice, order.discountRate)),
          label,
        ).toBe(0);
      }
      const own = applies.filter((apply) => apply.demandId === order.id);
      const ownLogs = logs.filter((log) => log.demandId === order.id);
      const agreed = own.find((apply) => apply.status === PriceApplyStatus.approved);
      expect(order.priceLocked, label).toBe(agreed !== undefined);
      if (agreed) expect(comparePrices(order.actualPrice, agreed.expectedPrice), label).toBe(0);
      if (own.some((apply) => apply.status === PriceApplyStatus.inReview)) {
        expect(order.status, label).toBe(DemandStatus.pending);
      }
      if (order.status === DemandStatus.cancelled) expect(order.priceLocked, label).toBe(false);
      const actions = ownLogs.map((log) => log.action);
      expect(actions.filter((action) => action === 'apply').length, label).toBe(own.length);
      expect(actions.filter((action) => action === 'agree' || action === 'refuse').length, label).toBe(
        own.filter(
          (apply) => apply.status === PriceApplyStatus.approved || apply.status === PriceApplyStatus.rejected,
        ).length,
      );
      for (const log of ownLogs.filter((entry) => entry.action === 'apply')) {
        expect(comparePrices(log.newPrice ?? '0', log.oldPrice ?? '0'), label).toBe(-1);
      }
      for (const log of ownLogs) expect(log.operatorName, label).not.toBe('');
    }
  });
});

describe('what the API refuses at its boundary', () => {
  it('answers an impossible or absurd date with 400 and the date message, never 500', async () => {
    for (const query of [
      'orderTimeEnd=9999-12-31',
      'orderTimeBegin=0000-01-01',
      'orderTimeBegin=99999-01-01',
      'orderTimeEnd=2024-02-30',
      'orderTimeBegin=2026-11-20T00:00:00%2B99:00',
    ]) {
      const response = await call(sales, 'GET', `/mall/demand/list?${query}`);
      expectFailure(response, 400, ErrorKey.validation, {}, query);
      expect(response.json().errors[0].message, query).toBe(
        'Enter a real date between the years 1900 and 2999',
      );
    }
    const lot = { lotNo: 'LOT-DATE-1', productId: product.id, styleId: null, memo: '' };
    for (const productionDate of ['2024-02-30', '2024-13-01']) {
      expectFailure(
        await call(sales, 'POST', '/catalogue/lot/add', { ...lot, productionDate }),
        400,
        ErrorKey.validation,
        { errors: [{ field: 'productionDate', message: expect.stringContaining('1900') }] },
        productionDate,
      );
    }
    expectFailure(
      await call(sales, 'GET', '/dashboard/analysis?from=0000-01-01&to=0000-01-02'),
      400,
      ErrorKey.validation,
    );
  });

  it('takes a quantity as a whole number in range or its digits, and refuses anything else in words', async () => {
    await t.app.db.delete(mallCartItem);
    const line = { productId: product.id, styleId: product.styleId };
    for (const quantity of [true, '1e3', '2.0', 1_000_000, 0]) {
      const response = await call(buyer, 'POST', '/mall/cart/add', { ...line, quantity });
      expectFailure(response, 400, ErrorKey.validation, {
        errors: [{ field: 'quantity', message: 'Please enter the correct quantity' }],
      });
      expectFailure(
        await call(buyer, 'POST', '/mall/demand/submit', { items: [{ ...line, quantity }] }),
        400,
        ErrorKey.validation,
      );
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/mall/cart/add`,
      headers: { 'x-access-token': buyer, 'accept-language': 'zh' },
      payload: { ...line, quantity: true },
    });
    expect(zh.json().errors).toEqual([{ field: 'quantity', message: '请输入正确的数量' }]);
    await result(await call(buyer, 'POST', '/mall/cart/add', { ...line, quantity: '3' }));
    const [added] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(added.quantity).toBe(3);
    await t.app.db.delete(mallCartItem);
  });

  it('answers 409 to all but one of 50 concurrent price applications on one order version', async () => {
    const order = await newOrder();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(buyer, 'POST', '/mall/priceApply/apply', {
          demandId: order.id,
          version: order.version,
          expectedPrice: String(1 + i),
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expectFailure(response, 409, DemandErrorKey.statusChanged, {
        message: 'Status changed, please refresh',
      });
    }
    const applies = await t.app.db.select().from(mallPriceApply).where(eq(mallPriceApply.demandId, order.id));
    expect(applies).toHaveLength(1);
  });
});

describe('an application in review when its order ends', () => {
  it('is closed with the order: cancelled or closed, nobody sees it in review or can agree to it', async () => {
    for (const [action, token] of [
      ['cancel', buyer],
      ['close', sales],
    ] as const) {
      const order = await newOrder(buyer, { expectedPrice: '1' });
      expect(order.approvalStatus).toBe(PriceApplyStatus.inReview);
      const ended = await result(
        await call(token, 'POST', `/mall/demand/${action}`, { id: order.id, version: order.version }),
      );
      expect(ended.approvalStatus, action).toBe(PriceApplyStatus.closed);
      for (const viewer of [buyer, sales]) {
        const seen = await result(await call(viewer, 'GET', `/mall/demand/queryById?id=${order.id}`));
        expect(seen.approvalStatus, action).toBe(PriceApplyStatus.closed);
        expect(seen.actions).toMatchObject({ agree: false, refuse: false, apply: false });
        const listed = await result(
          await call(viewer, 'GET', `/mall/demand/list?orderNo=${String(order.orderNo)}`),
        );
        expect(listed.records[0].approvalStatus, action).toBe(PriceApplyStatus.closed);
      }
      expectFailure(
        await call(sales, 'POST', '/mall/priceApply/agree', { id: order.applyId, version: ended.version }),
        409,
        DemandErrorKey.actionNotAllowed,
      );
      // Its order may take a new application never again, and the one-in-review index holds no stale row.
      const inReview = await t.app.db
        .select()
        .from(mallPriceApply)
        .where(
          and(eq(mallPriceApply.demandId, order.id), eq(mallPriceApply.status, PriceApplyStatus.inReview)),
        );
      expect(inReview).toHaveLength(0);
    }
  });
});

describe('rules that hold and must keep holding', () => {
  it('refuses to submit a product taken down while its style is still on the shelf', async () => {
    await t.app.db.update(mallProduct).set({ status: 0 }).where(eq(mallProduct.id, product.id));
    try {
      expectFailure(
        await call(buyer, 'POST', '/mall/demand/submit', {
          items: [{ productId: product.id, styleId: product.styleId, quantity: 1 }],
        }),
        409,
        DemandErrorKey.productTakenDown,
      );
    } finally {
      await t.app.db.update(mallProduct).set({ status: 1 }).where(eq(mallProduct.id, product.id));
    }
  });

  it('completes a quotation 29 days old and calls one just past 30 days expired', async () => {
    const day = 86_400_000;
    const young = await newOrder();
    await t.app.db
      .update(mallDemand)
      .set({ quoteDate: new Date(Date.now() - 29 * day) })
      .where(eq(mallDemand.id, young.id));
    const youngSeen = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${young.id}`));
    expect(youngSeen).toMatchObject({ quoteExpired: false, actions: { complete: true } });
    const completed = await result(
      await call(buyer, 'POST', '/mall/demand/complete', { id: young.id, version: young.version }),
    );
    expect(completed.status).toBe(DemandStatus.completed);

    const old = await newOrder();
    await t.app.db
      .update(mallDemand)
      .set({ quoteDate: new Date(Date.now() - 30 * day - 60_000) })
      .where(eq(mallDemand.id, old.id));
    const oldSeen = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${old.id}`));
    expect(oldSeen).toMatchObject({ quoteExpired: true, actions: { complete: false } });
    expectFailure(
      await call(buyer, 'POST', '/mall/demand/complete', { id: old.id, version: old.version }),
      409,
      DemandErrorKey.quoteExpired,
    );
  });

  it('keeps the adjustment when sales change only the rate', async () => {
    const order = await newOrder();
    const adjusted = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: order.version,
        adjustment: '-3.5',
      }),
    );
    const rated = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: adjusted.version,
        discountRate: '0.8',
      }),
    );
    expect(rated).toMatchObject({
      discountRate: '0.8',
      adjustment: '-3.50',
      actualPrice: formatPrice(actualPrice(String(order.standardPrice), '0.8', '-3.5')),
    });
  });

  it('reorders the lines still on the shelves, and names the one left out', async () => {
    await t.app.db.delete(mallCartItem);
    const submitted = await result(
      await call(buyer, 'POST', '/mall/demand/submit', {
        items: [
          { productId: product.id, styleId: product.styleId, quantity: 2 },
          { productId: product.id, styleId: secondStyle, quantity: 3 },
        ],
      }),
    );
    const detail = await result(await call(buyer, 'GET', `/mall/demand/queryById?id=${submitted.id}`));
    await t.app.db.update(mallProductStyle).set({ status: 0 }).where(eq(mallProductStyle.id, secondStyle));
    try {
      const answer = await result(await call(buyer, 'POST', '/mall/demand/reorder', { id: submitted.id }));
      const [kept, dropped] = detail.items;
      expect(answer).toEqual({
        count: 1,
        cartItemIds: [expect.any(String)],
        added: [{ productName: kept.productName, styleName: kept.styleName }],
        skipped: [{ productName: dropped.productName, styleName: dropped.styleName }],
      });
      const cart = await result(await call(buyer, 'GET', '/mall/cart/list'));
      expect(cart.map((line: Json) => [line.id, line.styleId, line.quantity])).toEqual([
        [answer.cartItemIds[0], product.styleId, 2],
      ]);
    } finally {
      await t.app.db.update(mallProductStyle).set({ status: 1 }).where(eq(mallProductStyle.id, secondStyle));
      await t.app.db.delete(mallCartItem);
    }
  });

  it('caps a cart line at the largest quantity when more is added to it', async () => {
    await t.app.db.delete(mallCartItem);
    const line = { productId: product.id, styleId: product.styleId };
    await result(await call(buyer, 'POST', '/mall/cart/add', { ...line, quantity: 999_998 }));
    await result(await call(buyer, 'POST', '/mall/cart/add', { ...line, quantity: 5 }));
    const [capped] = await result(await call(buyer, 'GET', '/mall/cart/list'));
    expect(capped.quantity).toBe(999_999);
    await t.app.db.delete(mallCartItem);
  });

  it('prints the new quote date + 30 days as valid until after a re-quote', async () => {
    const order = await newOrder();
    const longAgo = new Date('2026-01-05T12:00:00Z');
    await t.app.db.update(mallDemand).set({ quoteDate: longAgo }).where(eq(mallDemand.id, order.id));
    const before = await pdfText(
      (await call(buyer, 'GET', `/mall/demand/exportPdf?id=${order.id}&lang=en`)).rawPayload,
    );
    expect(before).toContain(compact('Valid until: 2026-02-04'));
    const requoted = await result(
      await call(sales, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: order.version,
        discountRate: '1',
      }),
    );
    const validUntil = new Date(Date.parse(requoted.quoteDate) + 30 * 86_400_000).toISOString().slice(0, 10);
    const after = await pdfText(
      (await call(buyer, 'GET', `/mall/demand/exportPdf?id=${order.id}&lang=en`)).rawPayload,
    );
    expect(after).toContain(compact(`Valid until: ${validUntil}`));
    expect(after).not.toContain(compact('2026-02-04'));
  });

  it('shows a buyer who holds an unrelated permission only their own orders', async () => {
    const [row] = await t.app.db
      .select({ tenantId: mallProduct.tenantId })
      .from(mallProduct)
      .where(eq(mallProduct.id, product.id));
    const tenantId = row?.tenantId as string;
    const userId = await addUser(t.app.db, { username: 'buyer-plus', tenants: [tenantId], role: 'buyer' });
    const roleId = 'role-dict-viewer';
    await t.app.db
      .insert(sysRole)
      .values({ id: roleId, tenantId, roleCode: 'dict_viewer', roleName: 'dict viewer' });
    const [dictList] = await t.app.db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(eq(sysPermission.perms, 'system:dict:list'));
    if (!dictList) throw new Error('the seed has no dictionary list permission');
    await t.app.db.insert(sysRolePermission).values({ roleId, permissionId: dictList.id });
    await t.app.db.insert(sysUserRole).values({ userId, roleId });
    const token = await t.login('buyer-plus');
    const own = await newOrder(token);
    const others = await newOrder(buyer);
    const listed = await result(await call(token, 'GET', '/mall/demand/list?pageSize=100'));
    expect(listed.records.map((order: Json) => order.id)).toEqual([own.id]);
    expectFailure(await call(token, 'GET', `/mall/demand/queryById?id=${others.id}`), 404, ErrorKey.notFound);
  });
});

describe('the staff order export', () => {
  const exported = async (query: string, language: 'zh' | 'en' = 'zh', token = sales) =>
    exportedRows(await exportCall(t, token, `/mall/demand/exportXls?${query}`, language));

  it('exports the list’s filter, advanced query or selection with titles and statuses in the caller’s language', async () => {
    const first = await newOrder(buyer, { memo: 'export-order-1' });
    await newOrder(buyer2, { memo: 'export-order-2', expectedPrice: '1.00', expectedMemo: '=budget' });
    const third = await newOrder(buyer, { memo: 'export-order-3' });
    await result(await call(buyer, 'POST', '/mall/demand/cancel', { id: third.id, version: third.version }));

    const zh = await exported('memo=export-order&column=orderNo&order=asc');
    expect(zh[0]).toEqual([
      '订单号',
      '下单时间',
      '状态',
      '客户',
      '电话',
      '公司',
      '产品',
      '备注',
      '币种',
      '标准价格',
      '实际价格',
      '期望价格',
      '审批状态',
      '申请时间',
      '申请说明',
      '回复备注',
      '报价日期',
    ]);
    expect(columnOf(zh, '备注')).toEqual(['export-order-1', 'export-order-2', 'export-order-3']);
    expect(columnOf(zh, '状态')).toEqual(['待处理', '待处理', '已取消']);
    expect(columnOf(zh, '审批状态')).toEqual(['', '审核中', '']);
    expect(columnOf(zh, '期望价格')).toEqual(['', '1', '']);
    // A memo that looks like a formula is written as text.
    expect(columnOf(zh, '申请说明')).toEqual(['', '=budget', '']);
    expect(columnOf(zh, '申请时间')[1]).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The quote date is a date cell (its day), not text.
    expect(columnOf(zh, '报价日期')[0]).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000Z$/);
    expect(columnOf(zh, '客户')[1]).toBe('buyer2');

    const en = await exported('memo=export-order&status=0&column=orderNo&order=desc', 'en');
    expect(en[0]?.slice(0, 4)).toEqual(['Order number', 'Order time', 'Status', 'Customer']);
    expect(columnOf(en, 'Memo')).toEqual(['export-order-2', 'export-order-1']);
    expect(columnOf(en, 'Approval status')).toEqual(['In Review', '']);

    const advanced = encodeURIComponent(
      encodeSuperQuery([{ field: 'applyStatus', rule: 'eq', val: String(PriceApplyStatus.inReview) }]),
    );
    expect(columnOf(await exported(`memo=export-order&superQueryParams=${advanced}`), '备注')).toEqual([
      'export-order-2',
    ]);
    const selected = await exported(`selections=${first.id},${third.id}&column=orderNo&order=asc`);
    expect(columnOf(selected, '备注')).toEqual(['export-order-1', 'export-order-3']);
  });

  it('is for staff who handle orders: a buyer, also of their own orders, gets 403; another tenant’s staff none', async () => {
    expectFailure(await exportCall(t, buyer, '/mall/demand/exportXls'), 403, ErrorKey.forbidden);
    const other = await exported('memo=export-order', 'zh', otherTenantSales);
    expect(other.slice(1)).toEqual([]);
  });
});
