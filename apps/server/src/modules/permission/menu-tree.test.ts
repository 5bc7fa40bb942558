import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPermissionResult, type PermissionEntry } from './menu-tree';
import { MenuType } from './schema';

function entry(id: string, overrides: Partial<PermissionEntry> = {}): PermissionEntry {
  return {
    id,
    parentId: null,
    name: { zh: `${id}-zh`, en: `${id}-en` },
    url: `/${id}`,
    component: `pages/${id}`,
    componentName: null,
    redirect: null,
    menuType: MenuType.topMenu,
    perms: null,
    permsType: '1',
    sortNo: 0,
    alwaysShow: false,
    icon: null,
    i18nKey: null,
    isRoute: true,
    isLeaf: true,
    keepAlive: false,
    hidden: false,
    status: '1',
    internalOrExternal: false,
    ...overrides,
  };
}

const button = (id: string, parentId: string, perms: string, overrides: Partial<PermissionEntry> = {}) =>
  entry(id, { parentId, perms, menuType: MenuType.button, url: null, component: null, ...overrides });

describe('buildPermissionResult', () => {
  it('nests menus under their parents, ordered by sort_no, titles in the requested language', () => {
    const result = buildPermissionResult(
      [
        entry('system', {
          sortNo: 2,
          isLeaf: false,
          component: 'layouts/RouteView',
          redirect: '/system/user',
          icon: 'setting',
        }),
        entry('users', {
          parentId: 'system',
          menuType: MenuType.subMenu,
          url: '/system/user',
          sortNo: 2,
          componentName: 'UserList',
        }),
        entry('roles', {
          parentId: 'system',
          menuType: MenuType.subMenu,
          url: '/system/role',
          sortNo: 1,
          redirect: '/ignored',
        }),
        entry('home', { sortNo: 1, url: '/mall/index', component: 'mall/MallIndex' }),
      ],
      [],
      'en',
    );

    expect(result.menu.map((item) => item.id)).toEqual(['home', 'system']);
    const [home, system] = result.menu;
    expect(home).toEqual({
      id: 'home',
      route: '1',
      path: '/mall/index',
      name: 'mall-index',
      component: 'mall/MallIndex',
      meta: { title: 'home-en', keepAlive: false, internalOrExternal: false, componentName: 'MallIndex' },
    });
    expect(system).toMatchObject({ redirect: '/system/user', meta: { title: 'system-en', icon: 'setting' } });
    expect(system?.children?.map((child) => child.id)).toEqual(['roles', 'users']);
    expect(system?.children?.[0]).not.toHaveProperty('redirect');
    expect(system?.children?.[1]).toMatchObject({ name: 'UserList', meta: { componentName: 'UserList' } });

    const zh = buildPermissionResult([entry('home')], [], 'zh');
    expect(zh.menu[0]?.meta.title).toBe('home-zh');
  });

  it('falls back to the other language when a title is missing', () => {
    const result = buildPermissionResult([entry('home', { name: { zh: '首页', en: '' } })], [], 'en');
    expect(result.menu[0]?.meta.title).toBe('首页');
  });

  it('hides a parent whose granted sub-menus are all hidden or absent', () => {
    const result = buildPermissionResult(
      [
        entry('empty', { isLeaf: false }),
        entry('shadow', { isLeaf: false, sortNo: 1 }),
        entry('secret', { parentId: 'shadow', hidden: true }),
        entry('open', { isLeaf: false, sortNo: 2 }),
        entry('visible', { parentId: 'open' }),
      ],
      [],
      'en',
    );
    const byId = Object.fromEntries(result.menu.map((item) => [item.id, item]));
    expect(byId.empty?.hidden).toBe(true);
    expect(byId.shadow?.hidden).toBe(true);
    expect(byId.shadow?.children?.[0]?.hidden).toBe(true);
    expect(byId.open).not.toHaveProperty('hidden');
  });

  it('leaves out a menu whose parent is not granted', () => {
    const result = buildPermissionResult(
      [entry('orphan', { parentId: 'not-granted' }), entry('home')],
      [],
      'en',
    );
    expect(result.menu.map((item) => item.id)).toEqual(['home']);
  });

  it('turns an external URL into a hashed path with meta.url', () => {
    const url = 'https://docs.example.com/guide';
    const result = buildPermissionResult(
      [entry('docs', { url, internalOrExternal: true, component: null })],
      [],
      'en',
    );
    expect(result.menu[0]).toMatchObject({
      path: createHash('md5').update(url).digest('hex'),
      meta: { url, internalOrExternal: true },
    });
    expect(result.menu[0]).not.toHaveProperty('component');
  });

  it('puts buttons in their menu’s permissionList and in auth; allAuth lists every button', () => {
    const granted = [
      entry('users', { isLeaf: true }),
      button('list', 'users', 'system:user:list'),
      button('edit', 'users', 'system:user:edit', { status: '0' }),
    ];
    const allButtons = [
      button('list', 'users', 'system:user:list'),
      button('edit', 'users', 'system:user:edit', { status: '0' }),
      button('phone', 'users', 'user:form:phone', { permsType: '2' }),
    ];
    const result = buildPermissionResult(granted, allButtons, 'en');

    expect(result.menu).toHaveLength(1);
    expect(result.menu[0]?.meta.permissionList).toEqual([
      { action: 'system:user:list', type: '1', describe: 'list-en', status: '1' },
      { action: 'system:user:edit', type: '1', describe: 'edit-en', status: '0' },
    ]);
    expect(result.auth).toEqual([
      { action: 'system:user:list', type: '1', describe: 'list-en', status: '1' },
    ]);
    expect(result.allAuth.map((auth) => [auth.action, auth.type, auth.status])).toEqual([
      ['system:user:list', '1', '1'],
      ['system:user:edit', '1', '0'],
      ['user:form:phone', '2', '1'],
    ]);
  });
});
