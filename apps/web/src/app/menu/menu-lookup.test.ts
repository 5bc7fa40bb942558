import { describe, expect, it } from 'vitest';
import { menuEntry, seededAdminMenu } from './menu-fixture';
import {
  findAdminEntryPath,
  findMenuEntry,
  findMenuEntryByComponent,
  resolveMenuTarget,
} from './menu-lookup';

const buyerMenu = seededAdminMenu.slice(0, 3);

describe('menu lookup', () => {
  it('finds an entry by path, hidden ones included, route "0" skipped', () => {
    const menu = [
      ...seededAdminMenu,
      menuEntry('/detail', 'Detail', { hidden: true, component: 'x/Detail' }),
      menuEntry('/skipped', 'Skipped', { route: '0' }),
    ];
    expect(findMenuEntry(menu, '/system/user')?.component).toBe('system/UserList');
    expect(findMenuEntry(menu, '/detail')?.component).toBe('x/Detail');
    expect(findMenuEntry(menu, '/skipped')).toBeUndefined();
    expect(findMenuEntry(menu, '/nope')).toBeUndefined();
  });

  it('resolves a page, a group redirect and a path outside the menu', () => {
    expect(resolveMenuTarget(seededAdminMenu, '/system/user')).toMatchObject({
      kind: 'page',
      entry: { path: '/system/user' },
    });
    expect(resolveMenuTarget(seededAdminMenu, '/system')).toEqual({ kind: 'redirect', to: '/system/user' });
    expect(resolveMenuTarget(buyerMenu, '/system/user')).toEqual({ kind: 'notFound' });
  });

  it('sends a group without redirect to its first visible child', () => {
    const menu = [
      menuEntry('/g', 'G', {
        children: [menuEntry('/g/hidden', 'H', { hidden: true }), menuEntry('/g/a', 'A')],
      }),
    ];
    expect(resolveMenuTarget(menu, '/g')).toEqual({ kind: 'redirect', to: '/g/a' });
    expect(resolveMenuTarget([menuEntry('/e', 'E', { component: 'layouts/RouteView' })], '/e')).toEqual({
      kind: 'notFound',
    });
  });

  it('finds the admin entry: the first non-mall page', () => {
    expect(findAdminEntryPath(seededAdminMenu)).toBe('/system/user');
    expect(findAdminEntryPath(buyerMenu)).toBeNull();
    expect(
      findAdminEntryPath([
        menuEntry('/ext', 'Ext', {
          meta: { title: 'Ext', url: 'https://x.io', internalOrExternal: true, keepAlive: false },
        }),
        menuEntry('/hidden', 'Hidden', { hidden: true }),
      ]),
    ).toBeNull();
  });

  it('finds the page of a component, hidden entries included, and no group or skipped route', () => {
    const menu = [
      menuEntry('/g', 'G', {
        component: 'layouts/RouteView',
        children: [
          menuEntry('/g/skipped', 'S', { component: 'account/AccountSettings', route: '0' }),
          menuEntry('/g/settings', 'Settings', { component: 'account/AccountSettings', hidden: true }),
        ],
      }),
    ];
    expect(findMenuEntryByComponent(menu, 'account/AccountSettings')?.path).toBe('/g/settings');
    expect(findMenuEntryByComponent(menu, 'layouts/RouteView')).toBeUndefined();
    expect(findMenuEntryByComponent(seededAdminMenu, 'account/AccountSettings')).toBeUndefined();
  });
});
