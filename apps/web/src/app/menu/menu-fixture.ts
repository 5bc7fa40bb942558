import type { MenuItem } from '@mall/shared';

/** Builds a menu entry for tests. */
export function menuEntry(path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: path,
    route: '1',
    path,
    name: path.replaceAll('/', '-'),
    meta: { title, keepAlive: false, internalOrExternal: false },
    ...extra,
  };
}

/** The seeded admin menu (Home, Online Shop, Order Management, System Management → Users). */
export const seededAdminMenu: MenuItem[] = [
  menuEntry('/mall/index', 'Home Page', {
    component: 'mall/MallIndex',
    meta: { title: 'Home Page', icon: 'home', keepAlive: false, internalOrExternal: false },
  }),
  menuEntry('/mall/search', 'Online Shop', { component: 'mall/MallSearch' }),
  menuEntry('/mall/demandList', 'Order Management', { component: 'mall/DemandList' }),
  menuEntry('/system', 'System Management', {
    component: 'layouts/RouteView',
    redirect: '/system/user',
    children: [menuEntry('/system/user', 'Users', { component: 'system/UserList' })],
  }),
];
