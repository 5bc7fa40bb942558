import { API_BASE, ErrorKey, Permission, PLATFORM_PERMISSIONS, type PermissionCode } from '@mall/shared';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from './platform/auth/token';
import { sysSession } from './modules/auth/schema';
import { MenuType, sysPermission, sysRolePermission } from './modules/permission/schema';
import { sysRole } from './modules/role/schema';
import { sysUser, sysUserRole, sysUserTenant } from './modules/user/schema';
import { createTestApp, type TestApp } from './test/app';
import { encryptPassword } from './test/transport';

/**
 * The authorization census: every registered route (collected as the app registers them, so a new route
 * joins by itself) called by every kind of caller, and each answer held against the route's declared
 * access. An answer of 401, 403 or 510 is a denial; anything else (including 400 for the empty input
 * sent here, or 404 for a made-up id) means the guard let the caller through. A denial must also be
 * the right one: 401 without a session, 510 for a button of a page the caller may open, 403 otherwise.
 */

const routes: RouteOptions[] = [];
let t: TestApp;

/** Who calls: no session, the seeded roles of the default tenant, and the second tenant's users. */
const CALLERS = ['anonymous', 'buyer', 'sales', 'admin', 'b-manager', 'b-buyer'] as const;
type Caller = (typeof CALLERS)[number];

const tokens = new Map<Caller, string>();
const codes = new Map<Caller, Set<string>>();
/** Per caller, the codes of buttons whose page (parent menu) the caller's roles grant. */
const buttonsOfPages = new Map<Caller, Set<string>>();
/** The tenant each caller's session acts in. */
const tenantOf = new Map<Caller, string>();
/** How often each refusal status was seen, so the census shows it met every kind of refusal. */
const refusals = new Map<number, number>();

/** The tenant the session of `token` acts in. */
async function sessionTenant(token: string): Promise<string> {
  const [session] = await t.app.db
    .select({ tenantId: sysSession.tenantId })
    .from(sysSession)
    .where(eq(sysSession.tokenHash, hashSessionToken(token)));
  return session!.tenantId;
}

/** The ids of the menus and buttons the user's roles of `tenantId` grant, read straight from the tables. */
async function grantedIds(username: string, tenantId: string): Promise<string[]> {
  const rows = await t.app.db
    .selectDistinct({ id: sysRolePermission.permissionId })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .where(and(eq(sysUser.username, username), eq(sysRole.tenantId, tenantId)));
  return rows.map((row) => row.id);
}

/** The active permission codes among `ids`. */
async function activeCodes(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await t.app.db
    .selectDistinct({ code: sysPermission.perms })
    .from(sysPermission)
    .where(
      and(
        inArray(sysPermission.id, ids),
        isNotNull(sysPermission.perms),
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.status, '1'),
      ),
    );
  return new Set(rows.map((row) => row.code as string));
}

/** The codes of the buttons whose parent is one of `ids`. */
async function buttonCodesUnder(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await t.app.db
    .selectDistinct({ code: sysPermission.perms })
    .from(sysPermission)
    .where(
      and(
        inArray(sysPermission.parentId, ids),
        eq(sysPermission.menuType, MenuType.button),
        isNotNull(sysPermission.perms),
        eq(sysPermission.delFlag, 0),
      ),
    );
  return new Set(rows.map((row) => row.code as string));
}

beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      app.addHook('onRoute', (route) => {
        routes.push(route);
      });
    },
  });
  for (const caller of CALLERS) {
    if (caller === 'anonymous') {
      codes.set(caller, new Set());
      continue;
    }
    const token = await t.login(caller);
    tokens.set(caller, token);
    tenantOf.set(caller, await sessionTenant(token));
    const ids = await grantedIds(caller, tenantOf.get(caller)!);
    codes.set(caller, await activeCodes(ids));
    buttonsOfPages.set(caller, await buttonCodesUnder(ids));
  }
}, 60_000);
afterAll(() => t?.close());

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
const concreteUrl = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*/g, 'x');
// Signing out ends the session the census goes on using: those routes are called last.
const endsSession = (route: RouteOptions) => /logout/i.test(route.url);

function expectedAllowed(route: RouteOptions, caller: Caller): boolean {
  const access = route.config?.access;
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'session') return true;
  if (access === 'staff') return (codes.get(caller)?.size ?? 0) > 0;
  return codes.get(caller)?.has(access as string) ?? false;
}

/** 401 and 510 always deny; a 403 denies when it is the guard's (a business 403 is a handler's answer). */
function denied(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 401 || response.statusCode === 510) return true;
  if (response.statusCode !== 403) return false;
  const key = (response.json() as { i18nKey?: string }).i18nKey;
  return key === ErrorKey.forbidden || key === ErrorKey.tenantForbidden;
}

/**
 * The refusal a denied caller must get: no session 401, a button of a page they hold 510 (never a
 * platform-only code), else 403.
 */
function expectedDenial(route: RouteOptions, caller: Caller): number {
  if (caller === 'anonymous') return 401;
  const access = route.config?.access as string;
  if ((PLATFORM_PERMISSIONS as readonly string[]).includes(access)) return 403;
  return buttonsOfPages.get(caller)?.has(access) ? 510 : 403;
}

describe('authorization census', () => {
  it('found the routes of every module', () => {
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        `${API_BASE}/sys/login`,
        `${API_BASE}/sys/user/list`,
        `${API_BASE}/sys/role/list`,
        `${API_BASE}/sys/permission/list`,
        `${API_BASE}/sys/permission/saveRolePermission`,
      ]),
    );
  });

  it('gives the seeded roles what the issue asks: admin everything, sales and buyer no administration', () => {
    const all = codes.get('admin') as Set<string>;
    const declared = new Set(
      routes
        .map((route) => route.config?.access)
        .filter((a) => a && a !== 'public' && a !== 'session' && a !== 'staff'),
    );
    // Every permission code a route declares exists in the seed and is granted to admin.
    expect([...declared].filter((code) => !all.has(code as string))).toEqual([]);
    for (const caller of ['buyer', 'b-buyer'] as const) {
      expect([...(codes.get(caller) as Set<string>)].filter((code) => code.startsWith('system:'))).toEqual(
        [],
      );
    }
    expect(
      [...(codes.get('sales') as Set<string>)].filter((code) => code.startsWith('system:')).sort(),
    ).toEqual([Permission.addressBookList, 'system:user:approve', 'system:user:reject']);
    // The second tenant's manager administers the second tenant with roles of its own, all but the
    // platform's menu editing, which changes the menus of every tenant.
    expect(codes.get('b-manager')).toEqual(
      new Set([...all].filter((code) => !PLATFORM_PERMISSIONS.includes(code as PermissionCode))),
    );
    expect(PLATFORM_PERMISSIONS.every((code) => all.has(code))).toBe(true);
    // Sales run the catalogue, review demand orders and prices, and review customers' registrations on
    // the customers page.
    expect([...(codes.get('sales') as Set<string>)]).toEqual(
      expect.arrayContaining([
        Permission.productList,
        Permission.productAdd,
        Permission.productEdit,
        Permission.productShelf,
        Permission.lotList,
        Permission.lotEdit,
        Permission.demandManage,
        Permission.demandModifyPrice,
        Permission.priceApprove,
        Permission.customerList,
        Permission.userApprove,
        Permission.userReject,
      ]),
    );
    // Buyers hold nothing of the staff's.
    for (const caller of ['buyer', 'b-buyer'] as const) {
      expect(
        [...(codes.get(caller) as Set<string>)].filter((code) =>
          /^(catalogue|dashboard|mall:demand:manage|mall:priceApply|mall:customer)/.test(code),
        ),
      ).toEqual([]);
    }
  });

  it.each(CALLERS.map((caller) => [caller]))(
    'answers %s on every route exactly as the route’s declared access says',
    async (caller) => {
      const token = tokens.get(caller);
      const headers = token ? { 'x-access-token': token } : {};
      const ordered = [...routes.filter((route) => !endsSession(route)), ...routes.filter(endsSession)];
      const wrong: string[] = [];
      for (const route of ordered) {
        for (const method of methodsOf(route)) {
          const response = await t.app.inject({ method, url: concreteUrl(route.url), headers, payload: {} });
          const allowed = !denied(response);
          const expected = expectedAllowed(route, caller);
          if (!allowed) refusals.set(response.statusCode, (refusals.get(response.statusCode) ?? 0) + 1);
          if (allowed !== expected || (!expected && response.statusCode !== expectedDenial(route, caller))) {
            wrong.push(
              `${method} ${route.url} (${String(route.config?.access)}): ${response.statusCode} ` +
                `${allowed ? 'allowed' : 'denied'}`,
            );
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    60_000,
  );

  // The seeded callers' roles hold every button of their pages but the platform-only ones, which are a 403:
  // the 510 of a page's missing button is met in the role tests, on a role built for it.
  it('met every kind of refusal the seeded callers can meet: 401 and 403', () => {
    expect([...refusals.keys()].sort()).toEqual([401, 403]);
  });
});

/** The ids of every row of a table with a `tenant_id` that belongs to `tenantId`, table by table. */
async function rowIdsOfTenant(tenantId: string): Promise<Map<string, string[]>> {
  // Both drivers answer raw statements with their rows under `rows`.
  const rowsOf = async <T>(statement: SQL) => ((await t.app.db.execute(statement)) as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.columns i
      on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
    where c.table_schema = current_schema() and c.column_name = 'tenant_id'`);
  const ids = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await rowsOf<{ id: string }>(
      sql`select id::text as id from ${sql.identifier(name)} where tenant_id = ${tenantId}`,
    );
    ids.set(
      name,
      rows.map((row) => row.id),
    );
  }
  return ids;
}

/** The names of the query parameters a route's schema declares. */
function queryNames(route: RouteOptions): string[] {
  const schema = (route.schema as { querystring?: { shape?: Record<string, unknown> } } | undefined)
    ?.querystring;
  return Object.keys(schema?.shape ?? {});
}

// Parameters that never name a row: paging, sorting, formats and time ranges.
const NOT_AN_ID = /^(pageNo|pageSize|column|order|sort|superQuery\w*|_t|async|lang|from|to|keyword)$/;

/**
 * Calls every GET route as `caller` (a route that takes parameters once more for each of `samples`, put
 * in every parameter that may name a row, and in its path) and answers which answers hold one of `ids`.
 */
async function sightings(caller: Caller, samples: string[], ids: string[]): Promise<string[]> {
  // The access census ended the sessions it used (its last routes sign out): sign in afresh.
  const headers = { 'x-access-token': await t.login(caller) };
  const found: string[] = [];
  for (const route of routes.filter((r) => methodsOf(r).includes('GET') && !endsSession(r))) {
    const names = queryNames(route).filter((name) => !NOT_AN_ID.test(name));
    const takesOne = names.length > 0 || route.url.includes(':');
    for (const sample of [undefined, ...(takesOne ? samples : [])]) {
      const query = sample ? Object.fromEntries(names.map((name) => [name, sample])) : {};
      const url = route.url.replace(/:\w+/g, sample ?? 'x').replace(/\*/g, sample ?? 'x');
      const response = await t.app.inject({ method: 'GET', url, headers, query });
      // Refusals may repeat the value asked for; only an answer can show a row.
      if (response.statusCode >= 300) continue;
      const seen = ids.find((id) => response.body.includes(id));
      if (seen) found.push(`${caller} GET ${url} ${JSON.stringify(query)}: ${seen}`);
    }
  }
  return found;
}

describe('tenant census', () => {
  it('never shows a second tenant’s users a row of the first tenant, whichever id the request names', async () => {
    const tenantA = tenantOf.get('admin')!;
    const tenantB = tenantOf.get('b-manager')!;
    expect(tenantB).not.toBe(tenantA);
    const byTable = await rowIdsOfTenant(tenantA);
    // The first tenant holds rows in the tables that matter (the demo catalogue, the organisation).
    for (const table of ['sys_role', 'sys_depart', 'sys_category', 'mall_product', 'sys_dict', 'mall_demand'])
      expect(byTable.get(table)?.length ?? 0, table).toBeGreaterThan(0);
    const foreign = [tenantA, ...[...byTable.values()].flat()];
    // The first tenant's id and one row of each table ask each route for the first tenant's data.
    const samples = [tenantA, ...[...byTable.values()].flatMap((ids) => ids.slice(0, 1))];

    // The census sees rows where they are shown: the first tenant's admin finds its own.
    expect((await sightings('admin', [], foreign)).length).toBeGreaterThan(10);
    // The second tenant's manager holds every page but the menu editing: the walk with ids is theirs.
    expect(await sightings('b-manager', samples, foreign)).toEqual([]);
    expect(await sightings('b-buyer', [], foreign)).toEqual([]);
    // A limit that catches a hang, not a busy machine: the walk sends several thousand requests.
  }, 300_000);
});

/**
 * What a second tenant's administrator can do to a person who belongs to the first tenant as well, on
 * every route that administers users (every non-GET route that declares a `system:user:` code, so a new
 * one must join here): nothing that belongs to the person (password, profile, status, deletion), only
 * the second tenant's membership.
 */
describe('shared-user census', () => {
  const userAdminRoutes = () =>
    routes
      .filter((route) => String(route.config?.access).startsWith('system:user:'))
      .flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url.slice(API_BASE.length)}`))
      .filter((key) => !key.startsWith('GET '))
      .sort();

  let manager: string;
  let adminId: string;
  let tenantA: string;
  let tenantB: string;
  const call = (method: string, url: string, payload: object, query?: Record<string, string>) =>
    t.app.inject({
      method: method as 'PUT',
      url: `${API_BASE}${url}`,
      headers: { 'x-access-token': manager, 'accept-language': 'en' },
      payload,
      ...(query ? { query } : {}),
    });
  const adminRow = async () => {
    const [row] = await t.app.db.select().from(sysUser).where(eq(sysUser.id, adminId));
    return row!;
  };
  /** admin is untouched: same password (signs in and acts in the first tenant), phone, status. */
  async function expectAdminIntact(before: typeof sysUser.$inferSelect): Promise<void> {
    const after = await adminRow();
    expect({ ...after, version: 0, updateTime: null, updateBy: null }).toEqual({
      ...before,
      version: 0,
      updateTime: null,
      updateBy: null,
    });
    const token = await t.login('admin');
    const list = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/user/list`,
      headers: { 'x-access-token': token, tenant_id: tenantA },
    });
    expect(list.statusCode).toBe(200);
  }
  const expectRefused = (response: LightMyRequestResponse, field: string) => {
    expect(response.statusCode, response.body).toBe(403);
    const body = response.json() as { i18nKey: string; message: string; errors: { field: string }[] };
    expect(body.i18nKey).toBe(ErrorKey.personBeyondTenant);
    expect(body.message).toMatch(/tenants you do not administer/);
    expect(body.errors.map((error) => error.field)).toContain(field);
  };

  const cases: Record<string, () => Promise<void>> = {
    'POST /sys/user/add': async () => {
      const before = await adminRow();
      const response = await call('POST', '/sys/user/add', {
        username: 'admin',
        realname: 'Taken',
        password: await encryptPassword(t.app, 'Str0ng#pass'),
        phone: before.phone,
        email: before.email,
        status: 1,
        roleIds: [],
      });
      expect(response.statusCode, response.body).toBe(400);
      await expectAdminIntact(before);
    },
    'PUT /sys/user/edit': async () => {
      const before = await adminRow();
      const form = (await call('GET', '/sys/user/queryById', {}, { id: adminId })).json().result as {
        version: number;
        realname: string;
        phone: string | null;
        email: string | null;
        status: number;
        roleIds: string[];
      };
      const body = {
        id: adminId,
        version: form.version,
        realname: form.realname,
        phone: form.phone,
        email: form.email,
        status: form.status,
        roleIds: form.roleIds,
      };
      expectRefused(await call('PUT', '/sys/user/edit', { ...body, phone: '13912345678' }), 'phone');
      expectRefused(await call('PUT', '/sys/user/edit', { ...body, email: 'thief@example.com' }), 'email');
      expectRefused(await call('PUT', '/sys/user/edit', { ...body, status: 2 }), 'status');
      const password = await encryptPassword(t.app, 'Taken#over1');
      expectRefused(await call('PUT', '/sys/user/edit', { ...body, password }), 'password');
      await expectAdminIntact(before);
      // The second tenant's membership is the manager's: taking admin's roles there is allowed and
      // leaves admin's roles in the first tenant as they were.
      const rolesInA = await grantedIds('admin', tenantA);
      const edited = await call('PUT', '/sys/user/edit', { ...body, roleIds: [] });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await grantedIds('admin', tenantB)).toEqual([]);
      expect((await grantedIds('admin', tenantA)).sort()).toEqual(rolesInA.sort());
      await expectAdminIntact(before);
      const [adminRole] = await t.app.db
        .select({ id: sysRole.id })
        .from(sysRole)
        .where(and(eq(sysRole.tenantId, tenantB), eq(sysRole.roleCode, 'admin')));
      await t.app.db.insert(sysUserRole).values({ userId: adminId, roleId: adminRole!.id });
    },
    'PUT /sys/user/changePassword': async () => {
      const before = await adminRow();
      expectRefused(
        await call('PUT', '/sys/user/changePassword', {
          id: adminId,
          password: await encryptPassword(t.app, 'Taken#over1'),
        }),
        'password',
      );
      await expectAdminIntact(before);
    },
    'PUT /sys/user/frozenBatch': async () => {
      const before = await adminRow();
      expectRefused(await call('PUT', '/sys/user/frozenBatch', { ids: [adminId], status: 2 }), 'ids');
      await expectAdminIntact(before);
    },
    // An import row naming the shared person (name, phone, e-mail) is kept out: nothing of theirs changes.
    'POST /sys/user/importExcel': async () => {
      const before = await adminRow();
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.addRow(['Username', 'Name', 'Phone', 'E-mail']);
      sheet.addRow(['admin', 'Taken', before.phone, before.email]);
      const form = new FormData();
      const content = new Uint8Array(await workbook.xlsx.writeBuffer());
      form.append('file', new Blob([content]), 'users.xlsx');
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/user/importExcel`,
        headers: { 'x-access-token': manager, 'accept-language': 'en' },
        payload: form,
      });
      expect(response.json().result, response.body).toMatchObject({ successCount: 0, errorCount: 1 });
      await expectAdminIntact(before);
    },
    'POST /sys/user/approve': async () => {
      const before = await adminRow();
      expectRefused(await call('POST', '/sys/user/approve', { id: adminId }), 'id');
      await expectAdminIntact(before);
    },
    'POST /sys/user/reject': async () => {
      const before = await adminRow();
      expectRefused(await call('POST', '/sys/user/reject', { id: adminId, reason: 'no' }), 'id');
      await expectAdminIntact(before);
    },
    // Deleting from the second tenant removes the membership there; the person stays.
    'DELETE /sys/user/delete': async () => {
      const before = await adminRow();
      const response = await call('DELETE', '/sys/user/delete', {}, { id: adminId });
      expect(response.statusCode, response.body).toBe(200);
      expect(await memberships()).toEqual([tenantA]);
      await expectAdminIntact(before);
      await rejoinB();
    },
    'DELETE /sys/user/deleteBatch': async () => {
      const before = await adminRow();
      const response = await call('DELETE', '/sys/user/deleteBatch', {}, { ids: adminId });
      expect(response.statusCode, response.body).toBe(200);
      expect(await memberships()).toEqual([tenantA]);
      await expectAdminIntact(before);
      await rejoinB();
    },
  };
  const memberships = async () =>
    (
      await t.app.db
        .select({ tenantId: sysUserTenant.tenantId })
        .from(sysUserTenant)
        .where(eq(sysUserTenant.userId, adminId))
    ).map((row) => row.tenantId);
  const rejoinB = () => t.app.db.insert(sysUserTenant).values({ userId: adminId, tenantId: tenantB });

  beforeAll(async () => {
    manager = await t.login('b-manager');
    tenantA = tenantOf.get('admin')!;
    tenantB = tenantOf.get('b-manager')!;
    const [admin] = await t.app.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'admin'));
    adminId = admin!.id;
    expect((await memberships()).sort()).toEqual([tenantA, tenantB].sort());
  });

  it('covers every route that administers users', () => {
    expect(Object.keys(cases).sort()).toEqual(userAdminRoutes());
  });

  it.each(Object.keys(cases).map((key) => [key]))(
    '%s leaves the person alone',
    async (key) => {
      await cases[key]!();
    },
    // An import starts a worker and reads a workbook: on a busy machine more than the default 30 s.
    90_000,
  );
});
