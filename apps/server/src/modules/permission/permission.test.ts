import { API_BASE, ErrorKey, type PermissionResult } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function permissionsOf(username: string, language = 'zh'): Promise<PermissionResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/permission/getUserPermissionByToken`,
    headers: { 'x-access-token': await t.login(username), 'accept-language': language },
    payload: { client: 'ms' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

// The users page's buttons as the seed grants them to admin, in their order.
const USER_BUTTONS = [
  ['system:user:list', '查询'],
  ['system:user:add', '新增'],
  ['system:user:edit', '编辑'],
  ['system:user:delete', '删除'],
  ['system:user:frozen', '冻结/解冻'],
  ['system:user:export', '导出'],
  ['system:user:approve', '审核通过'],
  ['system:user:reject', '审核驳回'],
].map(([action, describe]) => ({ action, type: '1', describe, status: '1' }));

describe('POST /sys/permission/getUserPermissionByToken', () => {
  it('gives admin the mall menus and System Management > Users with its buttons', async () => {
    const result = await permissionsOf('admin');
    expect(result.menu.map((item) => [item.path, item.meta.title, item.component])).toEqual(
      expect.arrayContaining([
        ['/mall/index', '首页', 'mall/MallIndex'],
        ['/mall/search', '在线商城', 'mall/MallSearch'],
        ['/mall/demandList', '需求单', 'mall/DemandList'],
        ['/system', '系统管理', 'layouts/RouteView'],
      ]),
    );
    const system = result.menu.find((item) => item.path === '/system');
    expect(system).toMatchObject({ redirect: '/system/user', meta: { icon: 'setting' } });
    expect(system).not.toHaveProperty('hidden');
    // The System group starts with the people-and-access pages (other areas add theirs after them).
    expect(system?.children?.slice(0, 6).map((child) => [child.path, child.component])).toEqual([
      ['/system/user', 'system/UserList'],
      ['/system/role', 'system/RoleList'],
      ['/system/permission', 'system/PermissionList'],
      ['/system/depart', 'system/DepartList'],
      ['/system/tenant', 'system/TenantList'],
      ['/system/position', 'system/SysPositionList'],
    ]);
    expect(system?.children?.[0]).toEqual({
      id: expect.any(String),
      route: '1',
      path: '/system/user',
      name: 'UserList',
      component: 'system/UserList',
      meta: {
        title: '用户管理',
        icon: 'user',
        keepAlive: false,
        internalOrExternal: false,
        componentName: 'UserList',
        permissionList: USER_BUTTONS,
      },
    });
    expect(system?.children?.[1]?.meta.permissionList?.map((auth) => auth.action)).toEqual([
      'system:role:list',
      'system:role:add',
      'system:role:edit',
      'system:role:delete',
      'system:role:export',
      'system:role:authorize',
    ]);
    // admin holds every button there is.
    expect(result.auth.map((auth) => auth.action).sort()).toEqual(
      result.allAuth.map((auth) => auth.action).sort(),
    );
    expect(result.auth.filter((auth) => auth.action.startsWith('system:user:'))).toEqual(USER_BUTTONS);
  });

  it('titles the menu in English on request', async () => {
    const result = await permissionsOf('admin', 'en');
    expect(result.menu.map((item) => item.meta.title)).toEqual(
      expect.arrayContaining(['Home Page', 'Online Shop', 'Demand orders', 'System Management']),
    );
    const system = result.menu.find((item) => item.path === '/system');
    expect(system?.children?.slice(0, 6).map((child) => child.meta.title)).toEqual([
      'Users',
      'Roles',
      'Menus',
      'Departments',
      'Tenants',
      'Positions',
    ]);
  });

  it.each([
    ['sales', ['system:addressbook:list', 'system:user:approve', 'system:user:reject']],
    ['buyer', []],
  ])(
    'gives %s the mall menus, no System group, and only its system buttons (%j)',
    async (username, buttons) => {
      const result = await permissionsOf(username, 'en');
      expect(result.menu.map((item) => item.meta.title)).toEqual(
        expect.arrayContaining(['Home Page', 'Online Shop', 'Demand orders']),
      );
      expect(result.menu.map((item) => item.path)).not.toContain('/system');
      expect(result.auth.map((auth) => auth.action)).toEqual(expect.arrayContaining(buttons));
      expect(result.auth.map((auth) => auth.action).filter((code) => code.startsWith('system:'))).toEqual(
        buttons,
      );
      expect(result.allAuth.map((auth) => auth.action)).toEqual(
        expect.arrayContaining([...USER_BUTTONS.map((button) => button.action), 'system:role:add']),
      );
    },
  );

  it('refuses the user list to a buyer (403)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/user/list`,
      headers: { 'x-access-token': await t.login('buyer') },
    });
    expectFailure(response, 403, ErrorKey.forbidden, { message: '拒绝访问' });
  });
});
