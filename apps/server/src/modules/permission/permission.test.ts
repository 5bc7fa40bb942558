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

describe('POST /sys/permission/getUserPermissionByToken', () => {
  it('gives admin the mall menus and System Management > Users with its list button', async () => {
    const result = await permissionsOf('admin');
    expect(result.menu.map((item) => [item.path, item.meta.title, item.component])).toEqual([
      ['/mall/index', '首页', 'mall/MallIndex'],
      ['/mall/search', '在线商城', 'mall/MallSearch'],
      ['/mall/demandList', '订单管理', 'mall/DemandList'],
      ['/system', '系统管理', 'layouts/RouteView'],
    ]);
    const system = result.menu[3];
    expect(system).toMatchObject({ redirect: '/system/user', meta: { icon: 'setting' } });
    expect(system).not.toHaveProperty('hidden');
    expect(system?.children).toEqual([
      {
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
          permissionList: [{ action: 'system:user:list', type: '1', describe: '查询', status: '1' }],
        },
      },
    ]);
    expect(result.auth).toEqual([{ action: 'system:user:list', type: '1', describe: '查询', status: '1' }]);
    expect(result.allAuth).toEqual([
      { action: 'system:user:list', type: '1', describe: '查询', status: '1' },
    ]);
  });

  it('titles the menu in English on request', async () => {
    const result = await permissionsOf('admin', 'en');
    expect(result.menu.map((item) => item.meta.title)).toEqual([
      'Home Page',
      'Online Shop',
      'Order Management',
      'System Management',
    ]);
    expect(result.menu[3]?.children?.[0]?.meta.title).toBe('Users');
  });

  it.each(['sales', 'buyer'])('gives %s the three mall menus and no button', async (username) => {
    const result = await permissionsOf(username, 'en');
    expect(result.menu.map((item) => item.meta.title)).toEqual([
      'Home Page',
      'Online Shop',
      'Order Management',
    ]);
    expect(result.auth).toEqual([]);
    expect(result.allAuth.map((auth) => auth.action)).toEqual(['system:user:list']);
  });

  it('refuses the user list to a buyer (403)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/user/list`,
      headers: { 'x-access-token': await t.login('buyer') },
    });
    expectFailure(response, 403, ErrorKey.forbidden, { message: '拒绝访问' });
  });
});
