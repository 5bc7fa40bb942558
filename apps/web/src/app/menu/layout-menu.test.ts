import { describe, expect, it } from 'vitest';
import { layoutMenuLeaves, nextOpenKeys, toLayoutMenu } from './layout-menu';
import { menuEntry, seededAdminMenu } from './menu-fixture';

describe('menu tree → ProLayout menu', () => {
  it('converts the seeded menu, groups as submenus', () => {
    const layout = toLayoutMenu(seededAdminMenu);
    expect(layout.map((item) => [item.path, item.name])).toEqual([
      ['/mall/index', 'Home Page'],
      ['/mall/search', 'Online Shop'],
      ['/mall/demandList', 'Order Management'],
      ['/system', 'System Management'],
    ]);
    expect(layout[3]?.children).toEqual([
      { path: '/system/user', key: '/system/user', name: 'Users', icon: undefined },
    ]);
  });

  it('skips route "0" entries and keeps hidden ones out of the menu, but named for titles', () => {
    const layout = toLayoutMenu([
      menuEntry('/a', 'A', { hidden: true }),
      menuEntry('/b', 'B', { route: '0' }),
      menuEntry('/c', 'C'),
    ]);
    expect(layout.map((item) => [item.path, item.name, Boolean(item.hideInMenu)])).toEqual([
      ['/a', 'A', true],
      ['/c', 'C', false],
    ]);
    expect(layoutMenuLeaves(layout).map((item) => item.path)).toEqual(['/c']);
  });

  it('hides a group whose children are all hidden, and drops one without routes', () => {
    const layout = toLayoutMenu([
      menuEntry('/g', 'G', {
        component: 'layouts/RouteView',
        children: [menuEntry('/g/a', 'A', { hidden: true }), menuEntry('/g/b', 'B', { route: '0' })],
      }),
      menuEntry('/empty', 'Empty', { component: 'layouts/RouteView', children: [] }),
    ]);
    expect(layout).toHaveLength(1);
    expect(layout[0]).toMatchObject({ path: '/g', hideInMenu: true });
    expect(layout[0]?.children?.map((item) => item.path)).toEqual(['/g/a']);
    expect(layoutMenuLeaves(layout)).toEqual([]);
  });

  it('keeps nested groups and hides their hidden children', () => {
    const layout = toLayoutMenu([
      menuEntry('/g', 'G', {
        children: [
          menuEntry('/g/h', 'H', {
            children: [menuEntry('/g/h/x', 'X'), menuEntry('/g/h/y', 'Y', { hidden: true })],
          }),
        ],
      }),
    ]);
    expect(layout[0]?.hideInMenu).toBeUndefined();
    expect(layoutMenuLeaves(layout).map((item) => item.path)).toEqual(['/g/h/x']);
    expect(layout[0]?.children?.[0]?.children?.find((item) => item.path === '/g/h/y')?.hideInMenu).toBe(true);
  });

  it('treats always-show entries as leaves', () => {
    const layout = toLayoutMenu([
      menuEntry('/a', 'A', { alwaysShow: true, children: [menuEntry('/a/b', 'B')] }),
    ]);
    expect(layout[0]?.children).toBeUndefined();
  });

  it('marks external links and iframe pages to open in a new tab', () => {
    const layout = toLayoutMenu([
      menuEntry('/docs', 'Docs', {
        meta: { title: 'Docs', url: 'https://example.com/docs', internalOrExternal: true, keepAlive: false },
      }),
      menuEntry('https://example.com/x', 'X'),
      menuEntry('/frame', 'Frame', {
        meta: { title: 'Frame', url: 'https://example.com/f', internalOrExternal: false, keepAlive: false },
      }),
    ]);
    expect(layout[0]).toMatchObject({
      path: '/docs',
      externalUrl: 'https://example.com/docs',
      target: '_blank',
    });
    expect(layout[1]).toMatchObject({ externalUrl: 'https://example.com/x', target: '_blank' });
    expect(layout[2]).toMatchObject({ externalUrl: 'https://example.com/f', target: '_blank' });
  });

  it('resolves icons by name', () => {
    const layout = toLayoutMenu(seededAdminMenu, (name) => (name ? `icon:${name}` : undefined));
    expect(layout[0]?.icon).toBe('icon:home');
  });
});

describe('side menu open submenus', () => {
  const top = ['/system', '/mall', '/report'];

  it('keeps only one top-level submenu open', () => {
    expect(nextOpenKeys(['/system'], ['/system', '/mall'], top)).toEqual(['/mall']);
    expect(nextOpenKeys(['/system', '/system/sub'], ['/system', '/system/sub', '/report'], top)).toEqual([
      '/system/sub',
      '/report',
    ]);
  });

  it('leaves nested submenus and closing alone', () => {
    expect(nextOpenKeys(['/system'], ['/system', '/system/sub'], top)).toEqual(['/system', '/system/sub']);
    expect(nextOpenKeys(['/system', '/mall'], ['/mall'], top)).toEqual(['/mall']);
  });
});

describe('layout menu leaves', () => {
  it('lists the visible pages and links without their groups', () => {
    const leaves = layoutMenuLeaves(toLayoutMenu(seededAdminMenu));
    expect(leaves.map((leaf) => leaf.path)).toEqual([
      '/mall/index',
      '/mall/search',
      '/mall/demandList',
      '/system/user',
    ]);
  });
});
