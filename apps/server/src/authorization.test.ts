import { API_BASE, ErrorKey, PLATFORM_PERMISSIONS, type PermissionCode } from '@mall/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission, sysRolePermission } from './modules/permission/schema';
import { sysUser, sysUserRole } from './modules/user/schema';
import { createTestApp, type TestApp } from './test/app';

/**
 * The authorization census: every registered route (collected as the app registers them, so a new route
 * joins by itself) called by every kind of caller, and each answer held against the route's declared
 * access. An answer of 401, 403 or 510 is a denial; anything else (including 400 for the empty input
 * sent here, or 404 for a made-up id) means the guard let the caller through.
 */

const routes: RouteOptions[] = [];
let t: TestApp;

/** Who calls: no session, the seeded roles of the default tenant, and the second tenant's users. */
const CALLERS = ['anonymous', 'buyer', 'sales', 'admin', 'b-manager', 'b-buyer'] as const;
type Caller = (typeof CALLERS)[number];

const tokens = new Map<Caller, string>();
const codes = new Map<Caller, Set<string>>();

/** The active permission codes the caller's roles are granted, read straight from the tables. */
async function grantedCodes(username: string): Promise<Set<string>> {
  const rows = await t.app.db
    .selectDistinct({ code: sysPermission.perms })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysUser.username, username),
        isNotNull(sysPermission.perms),
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.status, '1'),
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
    tokens.set(caller, await t.login(caller));
    codes.set(caller, await grantedCodes(caller));
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
  return codes.get(caller)?.has(access as string) ?? false;
}

/** 401 and 510 always deny; a 403 denies when it is the guard's (a business 403 is a handler's answer). */
function denied(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 401 || response.statusCode === 510) return true;
  if (response.statusCode !== 403) return false;
  const key = (response.json() as { i18nKey?: string }).i18nKey;
  return key === ErrorKey.forbidden || key === ErrorKey.tenantForbidden;
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
      routes.map((route) => route.config?.access).filter((a) => a && a !== 'public' && a !== 'session'),
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
    ).toEqual(['system:user:approve', 'system:user:reject']);
    // The second tenant's manager administers the second tenant with roles of its own, all but the
    // platform's menu editing, which changes the menus of every tenant.
    expect(codes.get('b-manager')).toEqual(
      new Set([...all].filter((code) => !PLATFORM_PERMISSIONS.includes(code as PermissionCode))),
    );
    expect(PLATFORM_PERMISSIONS.every((code) => all.has(code))).toBe(true);
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
          if (allowed !== expectedAllowed(route, caller)) {
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
});
