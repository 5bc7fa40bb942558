import { API_BASE } from '@mall/shared';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { addTenantWithUser, defaultTenantId } from './test/org-fixtures';

/**
 * The census of writes: every route that changes something, called by another tenant's administrator
 * with the ids of the default tenant's rows (in the path, the query and the body), changes none of the
 * default tenant's rows, whatever the route answers.
 */

const routes: RouteOptions[] = [];
let t: TestApp;
let tenant: string;
let stranger: string;

// Rows a request of the default tenant's own may also write for the stranger (their logs, sessions) or that
// name no tenant row: everything else of the default tenant is compared.
const SKIPPED = new Set(['sys_log', 'sys_session']);
// Columns the running scheduler moves on its own while the census runs (the next fire and its claim).
const MOVED_BY_SCHEDULER: Record<string, string[]> = {
  sys_quartz_job: ['next_fire_at', 'lease_until', 'lease_owner', 'version'],
};

/** A digest of every row of `tenantId` in the tenant-owned tables, and of its persons. */
async function digest(tenantId: string): Promise<Record<string, string>> {
  const { rows: tables } = (await t.app.db.execute(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')
        order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables.filter((table) => !SKIPPED.has(table.name))) {
    // The names come from the catalogue above, never from input.
    const { rows } = (await t.app.db.execute(
      sql`select md5(coalesce(string_agg(j::text, ',' order by j::text), '')) as digest
          from (select to_jsonb(r) - string_to_array(${(MOVED_BY_SCHEDULER[name] ?? []).join(',')}, ',') as j
                from ${sql.identifier(name)} r where r.tenant_id = ${tenantId}) rows`,
    )) as unknown as { rows: { digest: string }[] };
    result[name] = rows[0]!.digest;
  }
  const { rows: persons } = (await t.app.db.execute(
    sql`select md5(coalesce(string_agg(u::text, ',' order by u::text), '')) as digest from sys_user u
        where u.id in (select user_id from sys_user_tenant m where m.tenant_id = ${tenantId})`,
  )) as unknown as { rows: { digest: string }[] };
  result.sys_user = persons[0]!.digest;
  return result;
}

/** The first two ids of each kind of the default tenant's rows a route may name. */
async function targetIds(tenantId: string): Promise<string[]> {
  const { rows } = (await t.app.db.execute(
    sql`select id from (
          select id, row_number() over (partition by k order by id) as n from (
            select id::text, 1 as k from sys_role where tenant_id = ${tenantId}
            union all select id::text, 2 from sys_depart where tenant_id = ${tenantId}
            union all select id::text, 3 from sys_position where tenant_id = ${tenantId}
            union all select id::text, 4 from mall_product where tenant_id = ${tenantId}
            union all select id::text, 5 from mall_demand where tenant_id = ${tenantId}
            union all select id::text, 6 from sys_dict where tenant_id = ${tenantId}
            union all select id::text, 7 from sys_category where tenant_id = ${tenantId}
            union all select user_id, 8 from sys_user_tenant where tenant_id = ${tenantId}
          ) kinds
        ) numbered where n <= 2`,
  )) as unknown as { rows: { id: string }[] };
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      app.addHook('onRoute', (route) => {
        routes.push(route);
      });
    },
  });
  tenant = await defaultTenantId(t);
  stranger = (await addTenantWithUser(t, 'Write census', 'census-writer')).token;
}, 60_000);
afterAll(() => t?.close());

const mutating = (route: RouteOptions) =>
  [route.method]
    .flat()
    .filter((method) => method === 'POST' || method === 'PUT' || method === 'DELETE' || method === 'PATCH')
    // Public routes are nobody's administration, and signing out would end the census's session.
    .filter(() => route.config?.access !== 'public' && !/logout/i.test(route.url));

describe('write census', () => {
  it('lets no mutating route of another tenant’s administrator change a row of the default tenant', async () => {
    const before = await digest(tenant);
    const ids = await targetIds(tenant);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    let calls = 0;
    for (const route of routes) {
      for (const method of mutating(route)) {
        for (const id of ids) {
          const url = `${route.url.replace(/:\w+/g, id).replace(/\*/g, id)}?id=${id}&ids=${id}`;
          await t.app.inject({
            method: method as 'POST',
            url,
            headers: { 'x-access-token': stranger },
            payload: { id, ids: id, userId: id, roleId: id, departId: id, productId: id, demandId: id },
          });
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(routes.some((route) => route.url === `${API_BASE}/sys/user/edit`)).toBe(true);
    expect(await digest(tenant)).toEqual(before);
  }, 600_000);
});
