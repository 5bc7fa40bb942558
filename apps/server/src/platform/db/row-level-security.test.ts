import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant } from '../../test/fixtures';
import { defaultTenantId } from '../../test/org-fixtures';
import type { Database } from './client';
import { APP_ROLE, PLATFORM_ROLE } from './scope';

/*
 * The database keeps tenants apart whatever a query says: these statements name no tenant and run as the
 * application role, in one tenant's scope, on tables that hold two tenants' rows.
 */
let t: TestApp;
let mine: string;
let theirs: string;
let asMine: Database;

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const positionsOf = (tenantId: string) =>
  rowsOf<{ code: string; memo: string | null }>(
    t.app.db,
    sql`select code, memo from sys_position where tenant_id = ${tenantId} and code like 'rls-%' order by code`,
  );

beforeAll(async () => {
  t = await createTestApp();
  mine = await defaultTenantId(t);
  theirs = await addTenant(t.app.db, 'Row-level security stranger');
  for (const [tenantId, code] of [
    [mine, 'rls-mine'],
    [theirs, 'rls-theirs'],
  ] as const) {
    await t.app.db.execute(
      sql`insert into sys_position (id, tenant_id, code, name, post_rank) values (${code}, ${tenantId}, ${code}, ${code}, 1)`,
    );
  }
  asMine = t.app.databaseAs({ tenantId: mine });
});

afterAll(() => t.close());

describe('a statement without a tenant condition, as the application role', () => {
  it('reads only its tenant’s rows', async () => {
    const codes = await rowsOf<{ code: string }>(
      asMine,
      sql`select code from sys_position where code like 'rls-%'`,
    );
    expect(codes.map((row) => row.code)).toEqual(['rls-mine']);
    const roles = await rowsOf<{ tenant_id: string }>(asMine, sql`select distinct tenant_id from sys_role`);
    expect(roles.map((row) => row.tenant_id)).toEqual([mine]);
  });

  it('updates and deletes only its tenant’s rows', async () => {
    await asMine.execute(sql`update sys_position set memo = 'touched' where code like 'rls-%'`);
    expect(await positionsOf(theirs)).toEqual([{ code: 'rls-theirs', memo: null }]);
    expect(await positionsOf(mine)).toEqual([{ code: 'rls-mine', memo: 'touched' }]);

    await asMine.transaction(async (tx) => {
      await tx.execute(sql`delete from sys_position where code like 'rls-%'`);
    });
    expect(await positionsOf(theirs)).toHaveLength(1);
    expect(await positionsOf(mine)).toHaveLength(0);
  });

  it('cannot write a row into another tenant', async () => {
    await expect(
      asMine.execute(
        sql`insert into sys_position (id, tenant_id, code, name, post_rank) values ('rls-planted', ${theirs}, 'rls-planted', 'x', 1)`,
      ),
    ).rejects.toThrow();
    await expect(asMine.execute(sql`update sys_role set tenant_id = ${theirs}`)).rejects.toThrow();
    expect(await positionsOf(theirs)).toEqual([{ code: 'rls-theirs', memo: null }]);
  });

  it('reads nothing of any tenant without a tenant', async () => {
    const none = t.app.databaseAs({ tenantId: '' });
    expect(await rowsOf(none, sql`select id from sys_role`)).toEqual([]);
  });

  it('holds the role and the tenant for its own transaction only', async () => {
    await asMine.execute(sql`select 1`);
    const [outside] = await rowsOf<{ role: string; tenant: string | null }>(
      t.app.db,
      sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`,
    );
    expect(outside?.role).not.toBe(APP_ROLE);
    expect(outside?.tenant ?? '').toBe('');
  });
});

describe('the roles', () => {
  it('force a tenant policy on every table with a tenant column', async () => {
    const unguarded = await rowsOf<{ table: string }>(
      t.app.db,
      sql`select c.relname as table from pg_class c
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          where c.relkind = 'r'
            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')
            and not (c.relrowsecurity and c.relforcerowsecurity
              and exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation'))`,
    );
    expect(unguarded).toEqual([]);
  });

  it('give the application and platform roles no power beyond rows', async () => {
    for (const role of [APP_ROLE, PLATFORM_ROLE]) {
      const [found] = await rowsOf<{ power: boolean; owned: number }>(
        t.app.db,
        sql`select (rolsuper or rolbypassrls or rolcreaterole or rolcreatedb) as power,
            (select count(*)::int from pg_class where relowner = r.oid) as owned
            from pg_roles r where rolname = ${role}`,
      );
      expect(found).toEqual({ power: false, owned: 0 });
    }
  });

  it('let the application role read no secrets and change no table', async () => {
    await expect(asMine.execute(sql`select rolpassword from pg_authid`)).rejects.toThrow();
    await expect(asMine.execute(sql`alter table sys_position disable row level security`)).rejects.toThrow();
    await expect(asMine.execute(sql`alter table sys_position no force row level security`)).rejects.toThrow();
    await expect(asMine.execute(sql`drop policy tenant_isolation on sys_position`)).rejects.toThrow();
    await expect(asMine.execute(sql`truncate sys_position`)).rejects.toThrow();
  });
});
