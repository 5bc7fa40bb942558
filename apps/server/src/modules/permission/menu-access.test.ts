import {
  ADMIN_PAGE_FIRST_CALLS,
  API_BASE,
  HEADER_TENANT_ID,
  PLATFORM_PERMISSIONS,
  type MenuItem,
  type PermissionResult,
  type PermissionTreeResult,
} from '@mall/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccessOf } from '#platform/http/route-access';
import { createTestApp, type TestApp } from '../../test/app';
import { roleInTenant } from '../../test/fixtures';
import { defaultTenantId } from '../../test/org-fixtures';
import { sysTenant } from '../../test/tables';
import { DEMO_SECOND_TENANT_NAME } from '../../db/seed/demo-organisation';
import { sysPermission, sysRolePermission } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

interface Session {
  token: string;
  tenantId?: string;
}

function get(session: Session, path: string) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: {
      'x-access-token': session.token,
      ...(session.tenantId ? { [HEADER_TENANT_ID]: session.tenantId } : {}),
    },
  });
}

async function menuOf(session: Session): Promise<MenuItem[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/permission/getUserPermissionByToken`,
    headers: {
      'x-access-token': session.token,
      ...(session.tenantId ? { [HEADER_TENANT_ID]: session.tenantId } : {}),
    },
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result as PermissionResult).menu;
}

const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

async function secondTenantId(): Promise<string> {
  const [tenant] = await t.app.db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(eq(sysTenant.name, DEMO_SECOND_TENANT_NAME));
  return tenant?.id ?? '';
}

describe('the menu a user is given', () => {
  it('names, for every admin page, a first request that is a route', () => {
    for (const [component, path] of Object.entries(ADMIN_PAGE_FIRST_CALLS)) {
      if (path === null) continue;
      expect(routeAccessOf(t.app, 'GET', `${API_BASE}${path}`), component).toBeDefined();
    }
  });

  it.each([
    ['admin', 'the platform tenant'],
    ['admin', 'the second tenant'],
    ['sales', ''],
    ['buyer', ''],
    ['b-manager', ''],
    ['b-buyer', ''],
  ])('holds for %s %s only pages whose first request answers them', async (username, where) => {
    const session: Session = {
      token: await t.login(username),
      ...(where === 'the second tenant' ? { tenantId: await secondTenantId() } : {}),
    };
    const entries = flatten(await menuOf(session)).filter(
      (entry) => entry.component && ADMIN_PAGE_FIRST_CALLS[entry.component],
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const response = await get(session, ADMIN_PAGE_FIRST_CALLS[entry.component as string] as string);
      // A 400 (a page that needs an id) is past the access check; a refusal is 401, 403 or 510.
      expect([401, 403, 510], `${username}: ${entry.path} ${response.body}`).not.toContain(
        response.statusCode,
      );
    }
  });

  it('leaves out a granted page whose first request the role lacks (the users page without its list)', async () => {
    const sales = { token: await t.login('sales') };
    const salesRole = await roleInTenant(t.app.db, 'sales', await defaultTenantId(t));
    const menus = await t.app.db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(inArray(sysPermission.url, ['/system', '/system/user']));
    // The users page with its approve and reject buttons, as a tree half-checked by them grants it.
    await t.app.db
      .insert(sysRolePermission)
      .values(menus.map((menu) => ({ roleId: salesRole, permissionId: menu.id })))
      .onConflictDoNothing();
    try {
      const paths = flatten(await menuOf(sales)).map((entry) => entry.path);
      expect(paths).not.toContain('/system/user');
      expect(paths).toContain('/customer/list');
    } finally {
      await t.app.db.delete(sysRolePermission).where(
        and(
          eq(sysRolePermission.roleId, salesRole),
          inArray(
            sysRolePermission.permissionId,
            menus.map((menu) => menu.id),
          ),
        ),
      );
    }
  });

  it('shows a tenant administrator none of the platform pages: menus, gateway routes, monitoring', async () => {
    const paths = flatten(await menuOf({ token: await t.login('b-manager') })).map((entry) => entry.path);
    expect(paths).toContain('/system/user');
    for (const platform of ['/system/permission', '/system/gatewayRoute', '/monitor', '/monitor/dashboard']) {
      expect(paths).not.toContain(platform);
    }
    const admin = flatten(await menuOf({ token: await t.login('admin') })).map((entry) => entry.path);
    expect(admin).toEqual(expect.arrayContaining(['/system/permission', '/system/gatewayRoute', '/monitor']));
  });
});

describe('GET /sys/role/queryTreeList', () => {
  const treeOf = async (session: Session) => {
    const response = await get(session, '/sys/role/queryTreeList');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as PermissionTreeResult;
  };

  it('offers a tenant administrator no platform entry, and the platform administrator every entry', async () => {
    const platformEntries = await t.app.db
      .select({ id: sysPermission.id, url: sysPermission.url })
      .from(sysPermission)
      .where(inArray(sysPermission.perms, [...PLATFORM_PERMISSIONS]));
    const platformIds = platformEntries.map((entry) => entry.id);
    // The platform's pages themselves are among them, not only their buttons.
    expect(platformEntries.map((entry) => entry.url)).toEqual(
      expect.arrayContaining(['/system/permission', '/system/gatewayRoute', '/monitor']),
    );

    const tenantTree = await treeOf({ token: await t.login('b-manager') });
    expect(tenantTree.ids.length).toBeGreaterThan(0);
    expect(tenantTree.ids.filter((id) => platformIds.includes(id))).toEqual([]);
    const titles = JSON.stringify(tenantTree.treeList);
    expect(titles).not.toContain('网关路由');
    expect(titles).not.toContain('菜单管理');

    const platformTree = await treeOf({ token: await t.login('admin') });
    expect(platformTree.ids).toEqual(expect.arrayContaining(platformIds));
  });
});

describe('GET /sys/permission/menuPathExists', () => {
  it('tells any signed-in user whether a path is a menu page, given to them or not', async () => {
    const session = { token: await t.login('b-manager') };
    const exists = async (path: string) => {
      const response = await get(session, `/sys/permission/menuPathExists?path=${encodeURIComponent(path)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result as boolean;
    };
    expect(await exists('/system/gatewayRoute')).toBe(true);
    expect(await exists('/system/user')).toBe(true);
    expect(await exists('/system/nothing')).toBe(false);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/permission/menuPathExists?path=%2Fsystem%2Fuser`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
