import { API_BASE } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenant, addUser } from '../../test/fixtures';
import { sysTenant, TenantStatus } from './schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
let defaultTenant: string;
let secondTenant: string;

function queryList(token: string | null, ids: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/tenant/queryList`,
    query: { ids },
    headers: { ...(token ? { 'x-access-token': token } : {}), ...extra },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await t.app.db.select({ id: sysTenant.id, name: sysTenant.name }).from(sysTenant);
  defaultTenant = tenants.find((tenant) => tenant.name === '默认租户')?.id ?? '';
  secondTenant = tenants.find((tenant) => tenant.name === '演示租户B')?.id ?? '';
});
afterAll(() => t?.close());

describe('GET /sys/tenant/queryList', () => {
  it('answers the requested tenants the caller belongs to', async () => {
    const response = await queryList(await t.login('admin'), `${defaultTenant},${secondTenant}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual(
      [
        { id: defaultTenant, name: '默认租户' },
        { id: secondTenant, name: '演示租户B' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('never answers a tenant the caller does not belong to, however it is asked for', async () => {
    const strangers = await addTenant(t.app.db, 'Strangers');
    const salesToken = await t.login('sales');
    const response = await queryList(salesToken, ` ${defaultTenant} ,${secondTenant},${strangers},,nope`);
    expect(response.json().result).toEqual([{ id: defaultTenant, name: '默认租户' }]);
    expect((await queryList(salesToken, secondTenant)).json().result).toEqual([]);
    expect((await queryList(salesToken, '')).json().result).toEqual([]);
  });

  it('leaves out a frozen tenant', async () => {
    const frozen = await addTenant(t.app.db, 'Frozen');
    await addUser(t.app.db, { username: 'two-tenants', tenants: [defaultTenant, frozen] });
    await t.app.db.update(sysTenant).set({ status: TenantStatus.frozen }).where(eq(sysTenant.id, frozen));
    const response = await queryList(await t.login('two-tenants'), `${defaultTenant},${frozen}`);
    expect(response.json().result.map((tenant: { id: string }) => tenant.id)).toEqual([defaultTenant]);
  });

  it('refuses a caller without a session (401)', async () => {
    expectFailure(await queryList(null, defaultTenant), 401, 'error.unauthorized');
  });
});

describe('tenant_id header', () => {
  it('lets a user act in any of their own tenants', async () => {
    const token = await t.login('admin');
    for (const tenant of [defaultTenant, secondTenant, '0']) {
      const response = await queryList(token, defaultTenant, { tenant_id: tenant });
      expect(response.statusCode, `${tenant}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a tenant the user does not belong to (403), also one that exists and one that is frozen', async () => {
    const salesToken = await t.login('sales');
    const strangers = await addTenant(t.app.db, 'Strangers again');
    for (const tenant of [secondTenant, strangers, 'not-a-tenant']) {
      expectFailure(
        await queryList(salesToken, defaultTenant, { tenant_id: tenant }),
        403,
        'error.tenantForbidden',
        {},
        tenant,
      );
    }
    const frozen = await addTenant(t.app.db, 'Frozen again');
    await addUser(t.app.db, { username: 'in-frozen', tenants: [defaultTenant, frozen] });
    await t.app.db.update(sysTenant).set({ status: TenantStatus.frozen }).where(eq(sysTenant.id, frozen));
    expectFailure(
      await queryList(await t.login('in-frozen'), defaultTenant, { tenant_id: frozen }),
      403,
      'error.tenantForbidden',
    );
  });

  it('scopes tenant data by the header: admin sees the second tenant’s users only when acting in it', async () => {
    const token = await t.login('admin');
    const usernames = async (tenant: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_BASE}/sys/user/list`,
        query: { pageSize: '50' },
        headers: { 'x-access-token': token, tenant_id: tenant },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().result.records as { username: string }[]).map((user) => user.username).sort();
    };
    expect(await usernames(secondTenant)).toEqual(['admin', 'b-buyer', 'b-manager']);
    const inDefault = await usernames(defaultTenant);
    expect(inDefault).toEqual(expect.arrayContaining(['admin', 'buyer', 'sales']));
    expect(inDefault).not.toContain('b-manager');
  });
});
