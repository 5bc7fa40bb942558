import {
  API_BASE,
  ErrorKey,
  Permission,
  type PermissionRecord,
  type PermissionTreeNode,
  type RoleOption,
} from '@mall/shared';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysPermission } from '../../test/tables';
import { encryptPassword } from '../../test/transport';

let t: TestApp;
let admin: string;
let bManager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  bManager = await t.login('b-manager');
}, 60_000);
afterAll(() => t?.close());

interface Call {
  token?: string;
  payload?: unknown;
  language?: string;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: Call = {}) {
  return t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: { 'x-access-token': options.token ?? admin, 'accept-language': options.language ?? 'en' },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

function result<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

interface Role {
  id: string;
  roleCode: string;
  roleName: string;
  version: number;
}

const rolesOf = async (token: string) =>
  result<{ records: Role[]; total: number }>(
    await call('GET', '/sys/role/list?column=roleCode&order=asc&pageSize=100', { token }),
  );

async function addRole(roleCode: string, token = admin): Promise<Role> {
  return result<Role>(
    await call('POST', '/sys/role/add', {
      token,
      payload: { roleCode, roleName: `Role ${roleCode}`, description: null },
    }),
  );
}

/** Flattens the grantable tree into id → node. */
function flatten(nodes: PermissionTreeNode[], into = new Map<string, PermissionTreeNode>()) {
  for (const node of nodes) {
    into.set(node.key, node);
    if (node.children) flatten(node.children, into);
  }
  return into;
}

describe('roles CRUD', () => {
  it('lists the roles of the caller’s tenant only; each tenant has roles of its own', async () => {
    const mine = await rolesOf(admin);
    expect(mine.records.map((role) => role.roleCode)).toEqual(
      expect.arrayContaining(['admin', 'buyer', 'sales']),
    );
    const theirs = await rolesOf(bManager);
    expect(theirs.records.map((role) => role.roleCode)).toEqual(['admin', 'buyer', 'sales']);
    const theirIds = new Set(theirs.records.map((role) => role.id));
    expect(mine.records.filter((role) => theirIds.has(role.id))).toEqual([]);
    // The user form's role picker follows the same rule.
    const options = result<{ id: string }[]>(await call('GET', '/sys/role/queryall', { token: bManager }));
    expect(options.map((option) => option.id).sort()).toEqual([...theirIds].sort());
  });

  it('filters by name and code and refuses unknown filters and sort columns', async () => {
    const found = result<{ records: Role[] }>(await call('GET', '/sys/role/list?roleCode=sal'));
    expect(found.records.map((role) => role.roleCode)).toEqual(['sales']);
    expectFailure(await call('GET', '/sys/role/list?password=x'), 400, ErrorKey.filterNotAllowed);
    expectFailure(await call('GET', '/sys/role/list?column=tenantId'), 400, ErrorKey.sortColumnNotAllowed);
  });

  it('adds a role with a code unique in the tenant; a taken code or a bad one is a field error', async () => {
    const role = await addRole('auditor_1');
    expect(role).toMatchObject({ roleCode: 'auditor_1', roleName: 'Role auditor_1', version: 0 });
    const taken = await call('POST', '/sys/role/add', {
      payload: { roleCode: 'auditor_1', roleName: 'again', description: null },
    });
    expectFailure(taken, 400, 'role.codeTaken', {
      errors: [{ field: 'roleCode', message: 'This role code is already in use' }],
    });
    // Another tenant may use the same code.
    expect((await addRole('auditor_1', bManager)).roleCode).toBe('auditor_1');
    for (const payload of [
      { roleCode: '1bad', roleName: 'x', description: null },
      { roleCode: 'ok_code', roleName: '', description: null },
      { roleCode: 'ok_code', roleName: 'x', description: null, tenantId: 'other' },
    ]) {
      expectFailure(await call('POST', '/sys/role/add', { payload }), 400, ErrorKey.validation);
    }
  });

  it('edits against the version read: a stale version is a 409, another tenant’s role a 404', async () => {
    const role = await addRole('editable');
    const edited = result<Role>(
      await call('PUT', '/sys/role/edit', {
        payload: { id: role.id, version: 0, roleName: 'Renamed', description: 'desc' },
      }),
    );
    expect(edited).toMatchObject({ roleName: 'Renamed', roleCode: 'editable', version: 1 });
    expectFailure(
      await call('PUT', '/sys/role/edit', {
        payload: { id: role.id, version: 0, roleName: 'x', description: null },
      }),
      409,
      ErrorKey.stale,
    );
    expectFailure(
      await call('PUT', '/sys/role/edit', {
        token: bManager,
        payload: { id: role.id, version: 1, roleName: 'hijack', description: null },
      }),
      404,
      ErrorKey.notFound,
    );
    expectFailure(
      await call('GET', `/sys/role/queryById?id=${role.id}`, { token: bManager }),
      404,
      ErrorKey.notFound,
    );
    expect(result<Role>(await call('GET', `/sys/role/queryById?id=${role.id}`)).roleName).toBe('Renamed');
  });

  it('deletes roles of the tenant only, never one the caller holds', async () => {
    const one = await addRole('doomed_1');
    const two = await addRole('doomed_2');
    const three = await addRole('doomed_3');
    expect(
      result(await call('DELETE', `/sys/role/deleteBatch?ids=${one.id},${three.id}`, { token: bManager })),
    ).toEqual({ count: 0 });
    expect(result(await call('DELETE', `/sys/role/delete?id=${one.id}`))).toEqual({ count: 1 });
    expect(result(await call('DELETE', `/sys/role/deleteBatch?ids=${two.id},${three.id}`))).toEqual({
      count: 2,
    });
    const adminRole = (await rolesOf(admin)).records.find((role) => role.roleCode === 'admin') as Role;
    expectFailure(await call('DELETE', `/sys/role/delete?id=${adminRole.id}`), 400, 'role.cannotDeleteOwn');
    // A batch naming a held role deletes none of its roles.
    const four = await addRole('doomed_4');
    expectFailure(
      await call('DELETE', `/sys/role/deleteBatch?ids=${four.id},${adminRole.id}`),
      400,
      'role.cannotDeleteOwn',
    );
    expect(result<Role>(await call('GET', `/sys/role/queryById?id=${four.id}`)).roleCode).toBe('doomed_4');
    expectFailure(await call('DELETE', '/sys/role/deleteBatch?ids='), 400, ErrorKey.validation);
  });

  it('keeps an English name beside the Chinese one, names options in the request’s language and exports both', async () => {
    const added = result<Role & { roleNameEn: string }>(
      await call('POST', '/sys/role/add', {
        payload: { roleCode: 'bilingual', roleName: '审计员', roleNameEn: ' Auditor ', description: null },
      }),
    );
    expect(added).toMatchObject({ roleName: '审计员', roleNameEn: 'Auditor' });
    // An edit that leaves the English name out keeps it; one that sends it changes it.
    const renamed = result<Role & { roleNameEn: string }>(
      await call('PUT', '/sys/role/edit', {
        payload: { id: added.id, version: added.version, roleName: '审计', description: null },
      }),
    );
    expect(renamed).toMatchObject({ roleName: '审计', roleNameEn: 'Auditor' });
    const edited = result<Role & { roleNameEn: string }>(
      await call('PUT', '/sys/role/edit', {
        payload: {
          id: added.id,
          version: renamed.version,
          roleName: '审计',
          roleNameEn: 'Auditor (internal)',
          description: null,
        },
      }),
    );
    expect(edited.roleNameEn).toBe('Auditor (internal)');
    expectFailure(
      await call('POST', '/sys/role/add', {
        payload: { roleCode: 'too_long', roleName: 'x', roleNameEn: 'x'.repeat(65), description: null },
      }),
      400,
      ErrorKey.validation,
    );

    const options = async (language: string) =>
      result<RoleOption[]>(await call('GET', '/sys/role/queryall', { language }));
    expect((await options('en')).map((role) => [role.code, role.name])).toEqual(
      expect.arrayContaining([
        ['admin', 'Administrator'],
        ['bilingual', 'Auditor (internal)'],
        ['buyer', 'Buyer'],
        ['sales', 'Sales'],
      ]),
    );
    expect((await options('zh')).find((role) => role.code === 'bilingual')?.name).toBe('审计');

    const sheet = await call('GET', '/sys/role/exportXls?roleCode=bilingual', { language: 'zh' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]?.slice(1, 3)).toEqual(['角色名称', '英文名称']);
    expect(rows[1]?.slice(1, 3)).toEqual(['审计', 'Auditor (internal)']);
  });

  it('exports the tenant’s roles as a spreadsheet titled in the request’s language', async () => {
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    for (const [language, title, headers] of [
      ['en', 'Roles', ['Role name', 'English name', 'Role code', 'Description', 'Created']],
      ['zh', '角色列表', ['角色名称', '英文名称', '角色编码', '备注', '创建时间']],
    ] as const) {
      const response = await call('GET', '/sys/role/exportXls?roleCode=sales', { language });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent(`${title}${day}.xlsx`));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(title);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
      expect(sheet.getRow(2).getCell(3).value).toBe('sales');
      expect(sheet.rowCount).toBe(2);
    }
  });

  it('finds a role by its Chinese or its English name', async () => {
    await call('POST', '/sys/role/add', {
      payload: {
        roleCode: 'finder',
        roleName: '仓库管理员',
        roleNameEn: 'Warehouse keeper',
        description: null,
      },
    });
    const codes = async (roleName: string) =>
      result<{ records: Role[] }>(
        await call('GET', `/sys/role/list?roleName=${encodeURIComponent(roleName)}`),
      ).records.map((role) => role.roleCode);
    expect(await codes('仓库')).toEqual(['finder']);
    expect(await codes('warehouse KEEP')).toEqual(['finder']);
    // The original client's "contains" asterisks mean the same; a wildcard in the value matches itself.
    expect(await codes('*keeper*')).toEqual(['finder']);
    expect(await codes('%')).toEqual([]);
  });

  it.each(['buyer', 'sales'])('refuses role administration to %s (403: no Roles page)', async (username) => {
    const token = await t.login(username);
    expectFailure(await call('GET', '/sys/role/list', { token }), 403, ErrorKey.forbidden);
    expectFailure(
      await call('POST', '/sys/role/add', {
        token,
        payload: { roleCode: 'x', roleName: 'x', description: null },
      }),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(await call('GET', '/sys/role/queryTreeList', { token }), 403, ErrorKey.forbidden);
  });
});

describe('role grants', () => {
  it('grants menus and buttons; the holder sees exactly them and is refused the rest (510 inside, 403 outside)', async () => {
    const tree = result<{ treeList: PermissionTreeNode[]; ids: string[] }>(
      await call('GET', '/sys/role/queryTreeList'),
    );
    const nodes = flatten(tree.treeList);
    expect(nodes.size).toBe(tree.ids.length);
    const system = tree.treeList.find((node) => node.title === 'System Management') as PermissionTreeNode;
    const roles = system.children?.find((node) => node.title === 'Roles') as PermissionTreeNode;
    const list = roles.children?.find((node) => node.title === 'List') as PermissionTreeNode;
    expect(list).toMatchObject({ menuType: 2, isLeaf: true });

    const role = await addRole('role_viewer');
    expect(result(await call('GET', `/sys/permission/queryRolePermission?roleId=${role.id}`))).toEqual([]);
    const granted = [system.key, roles.key, list.key];
    const save = (permissionIds: string[], lastpermissionIds: string[], token = admin) =>
      call('POST', '/sys/permission/saveRolePermission', {
        token,
        payload: {
          roleId: role.id,
          permissionIds: permissionIds.join(','),
          lastpermissionIds: lastpermissionIds.join(','),
        },
      });
    expect(result(await save(granted, []))).toBeNull();
    expect(result(await call('GET', `/sys/permission/queryRolePermission?roleId=${role.id}`))).toEqual(
      [...granted].sort(),
    );
    // A save made from a form loaded before this one is refused.
    expectFailure(await save([system.key], []), 409, 'role.grantsChanged');
    expectFailure(await save(['no-such-entry'], granted), 400, 'role.unknownPermission');
    // Another tenant's administrator cannot read or change this tenant's grants.
    expectFailure(await save([], granted, bManager), 404, ErrorKey.notFound);
    expectFailure(
      await call('GET', `/sys/permission/queryRolePermission?roleId=${role.id}`, { token: bManager }),
      404,
      ErrorKey.notFound,
    );

    const user = result<{ id: string }>(
      await call('POST', '/sys/user/add', {
        payload: {
          username: 'role.viewer',
          password: await encryptPassword(t.app, TEST_PASSWORDS.demo),
          realname: 'Role Viewer',
          phone: null,
          email: null,
          status: 1,
          roleIds: [role.id],
        },
      }),
    );
    expect(user.id).toBeTruthy();
    const viewer = await t.login('role.viewer');

    const permissions = result<{
      menu: { path: string; children?: { path: string }[] }[];
      auth: { action: string }[];
    }>(
      await call('POST', '/sys/permission/getUserPermissionByToken', {
        token: viewer,
        payload: { client: 'ms' },
      }),
    );
    expect(permissions.menu.map((item) => item.path)).toEqual(['/system']);
    expect(permissions.menu[0]?.children?.map((item) => item.path)).toEqual(['/system/role']);
    expect(permissions.auth.map((auth) => auth.action)).toEqual(['system:role:list']);

    expect(
      result<{ total: number }>(await call('GET', '/sys/role/list', { token: viewer })).total,
    ).toBeGreaterThan(0);
    // The Roles page is theirs, its Add button is not: 510.
    expectFailure(
      await call('POST', '/sys/role/add', {
        token: viewer,
        payload: { roleCode: 'x1', roleName: 'x', description: null },
      }),
      510,
      ErrorKey.noPermission,
    );
    // The Users page is not theirs at all: 403.
    expectFailure(await call('GET', '/sys/user/list', { token: viewer }), 403, ErrorKey.forbidden);

    // Taking the button away takes effect on the next request.
    expect(result(await save([system.key, roles.key], granted))).toBeNull();
    expectFailure(await call('GET', '/sys/role/list', { token: viewer }), 510, ErrorKey.noPermission);
  });
});

describe('menu administration', () => {
  const menu = (overrides: Record<string, unknown>) => ({
    menuType: 0,
    parentId: null,
    name: { zh: '测试菜单', en: 'Test menu' },
    url: '/test',
    component: 'layouts/RouteView',
    componentName: null,
    redirect: null,
    icon: 'appstore',
    i18nKey: null,
    sortNo: 50,
    hidden: false,
    alwaysShow: false,
    isRoute: true,
    keepAlive: false,
    internalOrExternal: false,
    perms: null,
    permsType: '1',
    status: '1',
    description: null,
    ...overrides,
  });
  const add = async (payload: Record<string, unknown>) =>
    result<PermissionRecord>(await call('POST', '/sys/permission/add', { payload }));

  it('adds menus, sub-menus and buttons into one tree and keeps leaf flags right', async () => {
    const top = await add(menu({}));
    const sub = await add(
      menu({
        menuType: 1,
        parentId: top.id,
        url: '/test/page',
        component: 'test/Page',
        i18nKey: 'menu.testPage',
      }),
    );
    const button = await add(
      menu({
        menuType: 2,
        parentId: sub.id,
        name: { zh: '按钮', en: 'Button' },
        perms: 'test:page:add',
        url: '/ignored',
      }),
    );
    expect(button).toMatchObject({
      menuType: 2,
      url: null,
      component: null,
      isRoute: false,
      perms: 'test:page:add',
    });

    const tree = result<PermissionRecord[]>(await call('GET', '/sys/permission/list'));
    const found = tree.find((entry) => entry.id === top.id) as PermissionRecord;
    expect(found).toMatchObject({ title: 'Test menu', isLeaf: false });
    expect(found.children?.[0]).toMatchObject({ id: sub.id, i18nKey: 'menu.testPage', isLeaf: true });
    expect(found.children?.[0]?.children?.map((entry) => entry.perms)).toEqual(['test:page:add']);
  });

  it('refuses entries that do not fit the tree', async () => {
    const top = await add(menu({ url: '/test2' }));
    const button = await add(menu({ menuType: 2, parentId: top.id, perms: 'test2:x' }));
    for (const payload of [
      menu({ menuType: 2, parentId: top.id, perms: null }), // a button without a code
      menu({ menuType: 1, parentId: null }), // a sub-menu without a parent
      menu({ menuType: 0, parentId: top.id }), // a top menu with a parent
      menu({ menuType: 1, parentId: top.id, url: null }), // a menu without a path
      menu({ menuType: 2, parentId: top.id, perms: 'bad code!' }),
      { ...menu({}), extra: true },
    ]) {
      expectFailure(await call('POST', '/sys/permission/add', { payload }), 400, ErrorKey.validation);
    }
    // Under a button, or under its own descendant: no.
    expectFailure(
      await call('POST', '/sys/permission/add', { payload: menu({ menuType: 1, parentId: button.id }) }),
      400,
      ErrorKey.validation,
    );
    const sub = await add(menu({ menuType: 1, parentId: top.id, url: '/test2/sub' }));
    expectFailure(
      await call('PUT', '/sys/permission/edit', {
        payload: { ...menu({ menuType: 1, parentId: sub.id, url: '/test2' }), id: top.id },
      }),
      400,
      ErrorKey.validation,
    );
  });

  it('edits an entry and deletes it with everything under it, grants included', async () => {
    const top = await add(menu({ url: '/test3' }));
    const sub = await add(menu({ menuType: 1, parentId: top.id, url: '/test3/sub' }));
    await add(menu({ menuType: 2, parentId: sub.id, perms: 'test3:x' }));
    const edited = result<PermissionRecord>(
      await call('PUT', '/sys/permission/edit', {
        payload: {
          ...menu({ url: '/test3', name: { zh: '改名', en: 'Renamed' }, hidden: true }),
          id: top.id,
        },
      }),
    );
    expect(edited).toMatchObject({ title: 'Renamed', hidden: true, isLeaf: false });
    expect(result(await call('DELETE', `/sys/permission/delete?id=${top.id}`))).toEqual({ count: 3 });
    const tree = result<PermissionRecord[]>(await call('GET', '/sys/permission/list'));
    expect(tree.find((entry) => entry.id === top.id)).toBeUndefined();
    expectFailure(
      await call('PUT', '/sys/permission/edit', { payload: { ...menu({ url: '/test3' }), id: top.id } }),
      404,
      ErrorKey.notFound,
    );
  });

  it('deletes several entries at once on the kit, and offers no flat list beside the tree', async () => {
    const one = await add(menu({ url: '/batch1' }));
    const two = await add(menu({ url: '/batch2' }));
    await add(menu({ menuType: 1, parentId: two.id, url: '/batch2/sub' }));
    expect(result(await call('DELETE', `/sys/permission/deleteBatch?ids=${one.id},${two.id}`))).toEqual({
      count: 3,
    });
    expectFailure(await call('DELETE', '/sys/permission/deleteBatch?ids='), 400, ErrorKey.validation);
    // The menu definition grants no list action: the kit's flat list, queryById and export are no routes.
    for (const path of ['/sys/permission/queryById?id=x', '/sys/permission/exportXls']) {
      expect((await call('GET', path)).statusCode).toBe(404);
    }
  });

  it('leaves the menu tree, which every tenant shares, to the platform tenant: another tenant’s admin can neither change nor grant it', async () => {
    // b-manager administers the second demo tenant, whose roles are copies of the platform tenant's.
    const writes = [
      call('POST', '/sys/permission/add', { token: bManager, payload: menu({ url: '/b' }) }),
      call('PUT', '/sys/permission/edit', {
        token: bManager,
        payload: { ...menu({ url: '/b' }), id: 'x', version: 0 },
      }),
      call('DELETE', '/sys/permission/delete?id=x', { token: bManager }),
    ];
    // The menus page is not theirs either: refused as anything outside their pages.
    for (const response of await Promise.all(writes)) expectFailure(response, 403, ErrorKey.forbidden);

    const [menuAdd] = await t.app.db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(eq(sysPermission.perms, Permission.permissionAdd));
    const ownAdmin = (await rolesOf(bManager)).records.find((role) => role.roleCode === 'admin') as Role;
    const grants = result<string[]>(
      await call('GET', `/sys/permission/queryRolePermission?roleId=${ownAdmin.id}`, { token: bManager }),
    );
    expect(grants).not.toContain(menuAdd?.id);
    const grantItself = await call('POST', '/sys/permission/saveRolePermission', {
      token: bManager,
      payload: {
        roleId: ownAdmin.id,
        permissionIds: [...grants, menuAdd?.id].join(','),
        lastpermissionIds: grants.join(','),
      },
    });
    expectFailure(grantItself, 400, 'role.grantBeyondOwn');
    // Granting what it holds stays possible (here: the same grants again).
    const same = await call('POST', '/sys/permission/saveRolePermission', {
      token: bManager,
      payload: { roleId: ownAdmin.id, permissionIds: grants.join(','), lastpermissionIds: grants.join(',') },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('gives the administrator role every new menu and button, and lets its holders grant them to any role', async () => {
    const fresh = await add(menu({ url: '/granted', name: { zh: '新菜单', en: 'New menu' } }));
    const button = await add(
      menu({ menuType: 2, parentId: fresh.id, url: null, component: null, perms: 'test:granted:add' }),
    );
    const roles = await rolesOf(admin);
    const adminRole = roles.records.find((role) => role.roleCode === 'admin') as Role;
    const grantsOf = async (roleId: string, token = admin) =>
      result<string[]>(await call('GET', `/sys/permission/queryRolePermission?roleId=${roleId}`, { token }));
    const adminGrants = await grantsOf(adminRole.id);
    expect(adminGrants).toEqual(expect.arrayContaining([fresh.id, button.id]));
    // The other tenant's administrator role receives them too.
    const theirAdmin = (await rolesOf(bManager)).records.find((role) => role.roleCode === 'admin') as Role;
    expect(await grantsOf(theirAdmin.id, bManager)).toEqual(expect.arrayContaining([fresh.id, button.id]));

    const save = (roleId: string, permissionIds: string[], lastpermissionIds: string[], token = admin) =>
      call('POST', '/sys/permission/saveRolePermission', {
        token,
        payload: {
          roleId,
          permissionIds: permissionIds.join(','),
          lastpermissionIds: lastpermissionIds.join(','),
        },
      });
    // Taken away from the administrator role, they can be granted back to it (and to any other role).
    const without = adminGrants.filter((id) => id !== fresh.id && id !== button.id);
    expect((await save(adminRole.id, without, adminGrants)).statusCode).toBe(200);
    expect(await grantsOf(adminRole.id)).not.toContain(fresh.id);
    const back = await save(adminRole.id, adminGrants, without);
    expect(back.statusCode, back.body).toBe(200);
    expect(await grantsOf(adminRole.id)).toEqual(expect.arrayContaining([fresh.id, button.id]));
    const other = await addRole('granted_new');
    const granted = await save(other.id, [fresh.id, button.id], []);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await grantsOf(other.id)).toEqual([fresh.id, button.id].sort());
  });

  it('refuses menu administration to sales and buyers (403)', async () => {
    for (const username of ['sales', 'buyer']) {
      const token = await t.login(username);
      expectFailure(await call('GET', '/sys/permission/list', { token }), 403, ErrorKey.forbidden);
      expectFailure(
        await call('POST', '/sys/permission/add', { token, payload: menu({ url: '/x' }) }),
        403,
        ErrorKey.forbidden,
      );
    }
  });
});
