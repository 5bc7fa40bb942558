import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant } from '../../test/fixtures';
import { defaultTenantId } from '../../test/org-fixtures';
import { seedTenantFillRules } from '../fill-rule/service';
import { formatOrderNo, nextOrderNo } from './order-no';
import { mallDemand } from './schema';

let t: TestApp;
let tenantId: string;
const now = new Date('2026-05-06T10:00:00Z');

/** A bare order of the tenant holding `orderNo`. */
const order = (tenant: string, orderNo: string) =>
  t.app.db.insert(mallDemand).values({
    id: newId(),
    tenantId: tenant,
    orderNo,
    customerId: 'nobody',
    currency: 'CNY',
    standardPrice: '1',
    actualPrice: '1',
  });

beforeAll(async () => {
  t = await createTestApp();
  tenantId = await defaultTenantId(t);
});
afterAll(() => t?.close());

describe('the demand order number', () => {
  it("comes from the tenant's demand_order_no rule, passing over numbers the tenant already used", async () => {
    expect(await nextOrderNo(t.app.db, tenantId, now)).toBe('D20260506-000001');
    // A number the built-in numbering gave that day (before the rule) is not given again.
    await order(tenantId, 'D20260506-000002');
    expect(await nextOrderNo(t.app.db, tenantId, now)).toBe('D20260506-000003');
    // The counter starts again the next day.
    expect(await nextOrderNo(t.app.db, tenantId, new Date('2026-05-07T00:00:01Z'))).toBe('D20260507-000001');
  });

  it('is the built-in number in a tenant without the rule, and the same rule numbers each tenant apart', async () => {
    const other = await addTenant(t.app.db, 'Numbers elsewhere');
    const builtin = await nextOrderNo(t.app.db, other, now);
    expect(builtin).toMatch(/^D20260506-\d{6,}$/);
    expect(builtin).not.toBe(formatOrderNo(now, 0));
    await seedTenantFillRules(t.app.db, other);
    const first = await nextOrderNo(t.app.db, other, new Date('2026-05-08T08:00:00Z'));
    expect(first).toBe('D20260508-000001');
    // The same number in two tenants is allowed: numbers are unique within their tenant.
    await order(other, first);
    await order(tenantId, first);
  });
});
