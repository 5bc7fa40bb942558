import { API_BASE, ErrorKey } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';
import { mallDemand, mallDemandItem, mallDemandLog, mallPriceApply, sysRole } from '../../test/tables';
import { quantile } from './service';

let t: TestApp;
let sales: string;
let buyer: string;

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
let orderNo = 0;

interface OrderSpec {
  tenantId: string;
  time: string;
  status: number;
  customer: string;
  standard: string;
  actual: string;
  locked?: boolean;
  items?: { product: string; quantity: number; standard: string }[];
  replyAfterHours?: { action: 'agree' | 'refuse' | 'modifyPrice'; hours: number };
  applies?: number[];
}

/** Inserts one order with its lines, logs and applications straight into the demand tables. */
async function addOrder(spec: OrderSpec) {
  const id = newId();
  const time = at(spec.time);
  orderNo += 1;
  await t.app.db.insert(mallDemand).values({
    id,
    tenantId: spec.tenantId,
    orderNo: `DASH-${Date.now()}-${orderNo}`,
    status: spec.status,
    orderTime: time,
    customerId: spec.customer,
    customerName: `Name ${spec.customer}`,
    currency: 'CNY',
    standardPrice: spec.standard,
    actualPrice: spec.actual,
    priceLocked: spec.locked ?? false,
  });
  for (const [index, item] of (spec.items ?? []).entries()) {
    await t.app.db.insert(mallDemandItem).values({
      id: newId(),
      tenantId: spec.tenantId,
      demandId: id,
      sortNo: index + 1,
      productId: item.product,
      styleId: `${item.product}-s`,
      productName: { zh: `产品${item.product}`, en: `Product ${item.product}` },
      productCode: item.product.toUpperCase(),
      styleName: { zh: '默认', en: 'Default' },
      quantity: item.quantity,
      unitPrice: '1',
      standardPrice: item.standard,
      actualPrice: item.standard,
    });
  }
  await t.app.db.insert(mallDemandLog).values({
    id: newId(),
    tenantId: spec.tenantId,
    demandId: id,
    action: 'submit',
    operatorId: spec.customer,
    time,
  });
  if (spec.replyAfterHours) {
    await t.app.db.insert(mallDemandLog).values({
      id: newId(),
      tenantId: spec.tenantId,
      demandId: id,
      action: spec.replyAfterHours.action,
      operatorId: 'staff',
      time: new Date(time.getTime() + spec.replyAfterHours.hours * HOUR),
    });
  }
  for (const status of spec.applies ?? []) {
    await t.app.db.insert(mallPriceApply).values({
      id: newId(),
      tenantId: spec.tenantId,
      demandId: id,
      expectedPrice: '1',
      applyBy: spec.customer,
      applyTime: time,
      status,
    });
  }
}

async function get(token: string, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/dashboard/analysis${query}`,
    headers: { 'x-access-token': token, 'accept-language': 'en' },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // Roles belong to a tenant: the staff and buyer act in the tenant of the seeded sales role.
  const [role] = await t.app.db
    .select({ tenantId: sysRole.tenantId })
    .from(sysRole)
    .where(eq(sysRole.roleCode, 'sales'));
  const tenant = role?.tenantId as string;
  const other = await addTenant(t.app.db, 'Dashboard other');
  await addUser(t.app.db, { username: 'dashsales', tenants: [tenant], role: 'sales' });
  await addUser(t.app.db, { username: 'dashbuyer', tenants: [tenant], role: 'buyer' });
  [sales, buyer] = await Promise.all([t.login('dashsales'), t.login('dashbuyer')]);
  await addOrder({
    tenantId: tenant,
    time: '2026-03-01T00:00:00Z',
    status: 1,
    customer: 'c1',
    standard: '100',
    actual: '80',
    items: [
      { product: 'p1', quantity: 5, standard: '60' },
      { product: 'p2', quantity: 2, standard: '40' },
    ],
    replyAfterHours: { action: 'modifyPrice', hours: 2 },
    applies: [1],
  });
  await addOrder({
    tenantId: tenant,
    time: '2026-03-01T10:00:00Z',
    status: 0,
    locked: true,
    customer: 'c1',
    standard: '200',
    actual: '190',
    items: [{ product: 'p1', quantity: 10, standard: '200' }],
    replyAfterHours: { action: 'agree', hours: 4 },
    applies: [1],
  });
  await addOrder({
    tenantId: tenant,
    time: '2026-03-03T23:30:00Z',
    status: 0,
    customer: 'c2',
    standard: '50',
    actual: '50',
    items: [{ product: 'p2', quantity: 1, standard: '50' }],
    replyAfterHours: { action: 'refuse', hours: 10 },
    applies: [2, 0],
  });
  // Cancelled: counted as an order, left out of the top lists.
  await addOrder({
    tenantId: tenant,
    time: '2026-03-05T12:00:00Z',
    status: 3,
    customer: 'c3',
    standard: '1000',
    actual: '1000',
    items: [{ product: 'p3', quantity: 100, standard: '1000' }],
  });
  // Outside the range, and another tenant's order inside it: neither is counted.
  await addOrder({
    tenantId: tenant,
    time: '2026-02-28T23:59:59Z',
    status: 1,
    customer: 'c1',
    standard: '7',
    actual: '7',
  });
  await addOrder({
    tenantId: other,
    time: '2026-03-02T00:00:00Z',
    status: 1,
    customer: 'c9',
    standard: '999',
    actual: '1',
    items: [{ product: 'p9', quantity: 999, standard: '999' }],
    replyAfterHours: { action: 'agree', hours: 1 },
    applies: [1],
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /dashboard/analysis', () => {
  it('aggregates the tenant orders of the range', async () => {
    const response = await get(sales, '?from=2026-03-01&to=2026-03-10');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result.from).toBe('2026-03-01');
    expect(result.kpi).toEqual({
      orders: 4,
      standardAmounts: [{ currency: 'CNY', amount: '1350.0000' }],
      approvalRate: 2 / 3,
      medianReplyHours: 4,
    });
    expect(result.ordersPerDay).toHaveLength(10);
    expect(result.ordersPerDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { day: '2026-03-01', count: 2 },
      { day: '2026-03-03', count: 1 },
      { day: '2026-03-05', count: 1 },
    ]);
    expect(result.ordersByStatus).toEqual([
      { status: 0, count: 2 },
      { status: 1, count: 1 },
      { status: 2, count: 0 },
      { status: 3, count: 1 },
    ]);
    expect(result.applications).toEqual({ inReview: 1, approved: 2, rejected: 1 });
    expect(result.replyHours).toEqual({ median: 4, p90: 8.8, samples: 3 });
    const depth = Object.fromEntries(
      result.discountDepth.map((b: { from: number; count: number }) => [b.from, b.count]),
    );
    expect(depth).toEqual({ 0: 0, 0.5: 0, 0.6: 0, 0.7: 0, 0.8: 1, 0.9: 1, 1: 0 });
    expect(
      result.topProductsByQuantity.map((p: { productId: string; quantity: number }) => [
        p.productId,
        p.quantity,
      ]),
    ).toEqual([
      ['p1', 15],
      ['p2', 3],
    ]);
    expect(result.topProductsByQuantity[0].productName).toEqual({ zh: '产品p1', en: 'Product p1' });
    expect(
      result.topProductsByAmount.map((p: { productId: string; amount: string }) => [
        p.productId,
        Number(p.amount),
      ]),
    ).toEqual([
      ['p1', 260],
      ['p2', 90],
    ]);
    expect(
      result.topCustomers.map((c: { customerId: string; orders: number }) => [c.customerId, c.orders]),
    ).toEqual([
      ['c1', 2],
      ['c2', 1],
    ]);
  });

  it('defaults to the last 30 days', async () => {
    const response = await get(sales, '');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result.ordersPerDay).toHaveLength(30);
    expect(result.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses bad dates, a reversed or too long range, and unknown parameters', async () => {
    for (const query of [
      '?from=2026-02-30&to=2026-03-01',
      '?from=yesterday&to=2026-03-01',
      '?from=2026-03-01',
      '?from=2026-03-10&to=2026-03-01',
      '?from=2025-01-01&to=2026-01-02',
      '?from=2026-03-01&to=2026-03-02&status=1',
    ]) {
      const response = await get(sales, query);
      expect(response.statusCode, query).toBe(400);
    }
    // 366 days, both ends included, is the longest range.
    expect((await get(sales, '?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });

  it('refuses a buyer and an anonymous caller', async () => {
    const response = await get(buyer, '?from=2026-03-01&to=2026-03-10');
    expect(response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_BASE}/dashboard/analysis` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().i18nKey).toBe(ErrorKey.unauthorized);
  });
});

describe('quantile', () => {
  it('interpolates between neighbours', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([3], 0.9)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });
});
