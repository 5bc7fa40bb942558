import { API_BASE, Permission, type MenuItem, type PermissionResult } from '@mall/shared';
import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysBaseData } from '../../platform/base-data/schema';
import { MenuType, sysPermission, sysRolePermission } from '../../modules/permission/schema';
import { sysRole } from '../../modules/role/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { applyBaseData } from './base-data';

// The Monitoring menu is shown only to those whose requests for its figures are answered: the platform
// tenant's administrators. The second demo tenant's administrator (b-manager) neither sees it nor reads it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function menuPaths(username: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/permission/getUserPermissionByToken`,
    headers: { 'x-access-token': await t.login(username) },
    payload: { client: 'ms' },
  });
  expect(response.statusCode).toBe(200);
  const { menu } = response.json<{ result: PermissionResult }>().result;
  const paths: string[] = [];
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      if (!item.hidden) paths.push(item.path);
      walk(item.children ?? []);
    }
  };
  walk(menu);
  return paths;
}

async function instancesStatus(username: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/actuator/instances`,
    headers: { 'x-access-token': await t.login(username) },
  });
  return response.statusCode;
}

const monitorPaths = (paths: string[]) => paths.filter((path) => path.startsWith('/monitor'));

describe('the Monitoring menu', () => {
  it('shows the platform administrator every monitoring page, whose figures they may read', async () => {
    expect(monitorPaths(await menuPaths('admin'))).toEqual(
      expect.arrayContaining(['/monitor', '/monitor/dashboard', '/monitor/runtime', '/monitor/redis']),
    );
    expect(await instancesStatus('admin')).toBe(200);
  });

  it('is not shown to another tenant’s administrator, who is refused its figures', async () => {
    expect(await menuPaths('b-manager')).toContain('/system/user');
    expect(monitorPaths(await menuPaths('b-manager'))).toEqual([]);
    expect(await instancesStatus('b-manager')).toBe(403);
  });

  it('is taken from other tenants’ roles that an older build granted it to, at the next start', async () => {
    const monitorEntries = await t.app.db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(like(sysPermission.url, '/monitor%'), ne(sysPermission.menuType, MenuType.button)));
    expect(monitorEntries.length).toBeGreaterThan(1);
    const otherAdmins = await t.app.db
      .select({ id: sysRole.id })
      .from(sysRole)
      .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysRole.id))
      .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
      .where(and(eq(sysRole.roleCode, 'admin'), eq(sysPermission.perms, Permission.userList)));
    // What the older build did: every tenant's administrators hold the group and its pages.
    await t.app.db
      .insert(sysRolePermission)
      .values(
        otherAdmins.flatMap((role) =>
          monitorEntries.map((entry) => ({ roleId: role.id, permissionId: entry.id })),
        ),
      )
      .onConflictDoNothing();
    expect(monitorPaths(await menuPaths('b-manager'))).toContain('/monitor/runtime');

    // A newer build starts.
    await t.app.db.delete(sysBaseData).where(eq(sysBaseData.kind, 'fingerprint'));
    await applyBaseData(t.app.db);

    expect(monitorPaths(await menuPaths('b-manager'))).toEqual([]);
    expect(monitorPaths(await menuPaths('admin'))).toContain('/monitor/runtime');
    expect(await instancesStatus('admin')).toBe(200);
  });
});
