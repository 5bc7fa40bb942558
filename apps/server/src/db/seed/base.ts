import type { LocalizedText } from '@mall/shared';
import { generatePassword, hashPassword } from '../../platform/auth/password';
import type { Database } from '../../platform/db/client';
import { newId } from '../../platform/ids';
import { MenuType, sysPermission, sysRolePermission } from '../../modules/permission/schema';
import { sysRole } from '../../modules/role/schema';
import { sysTenant } from '../../modules/tenant/schema';
import { Permission } from '@mall/shared';
import { sysUser, sysUserRole, sysUserTenant } from '../../modules/user/schema';

export interface InitialCredential {
  username: string;
  password: string;
}

export interface BasePasswords {
  /** admin's password; generated when absent. */
  adminPassword?: string | undefined;
  /** sales' and buyer's password; generated when absent. */
  demoPassword?: string | undefined;
}

interface MenuSeed {
  key: string;
  parent?: string;
  name: LocalizedText;
  menuType: number;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  perms?: string;
  isLeaf?: boolean;
  sortNo: number;
}

const MENU: MenuSeed[] = [
  {
    key: 'home',
    name: { zh: '首页', en: 'Home Page' },
    menuType: MenuType.topMenu,
    url: '/mall/index',
    component: 'mall/MallIndex',
    icon: 'home',
    sortNo: 1,
  },
  {
    key: 'shop',
    name: { zh: '在线商城', en: 'Online Shop' },
    menuType: MenuType.topMenu,
    url: '/mall/search',
    component: 'mall/MallSearch',
    icon: 'shop',
    sortNo: 2,
  },
  {
    key: 'orders',
    name: { zh: '订单管理', en: 'Order Management' },
    menuType: MenuType.topMenu,
    url: '/mall/demandList',
    component: 'mall/DemandList',
    icon: 'file-text',
    sortNo: 3,
  },
  {
    key: 'system',
    name: { zh: '系统管理', en: 'System Management' },
    menuType: MenuType.topMenu,
    url: '/system',
    component: 'layouts/RouteView',
    redirect: '/system/user',
    icon: 'setting',
    isLeaf: false,
    sortNo: 10,
  },
  {
    key: 'users',
    parent: 'system',
    name: { zh: '用户管理', en: 'Users' },
    menuType: MenuType.subMenu,
    url: '/system/user',
    component: 'system/UserList',
    componentName: 'UserList',
    icon: 'user',
    sortNo: 1,
  },
  {
    key: 'users.list',
    parent: 'users',
    name: { zh: '查询', en: 'List' },
    menuType: MenuType.button,
    perms: Permission.userList,
    sortNo: 1,
  },
];

const MALL_MENUS = ['home', 'shop', 'orders'];

const ROLES = [
  { code: 'admin', name: '管理员', description: 'Administrator', menus: MENU.map((entry) => entry.key) },
  { code: 'sales', name: '销售', description: 'Sales', menus: MALL_MENUS },
  { code: 'buyer', name: '采购商', description: 'Buyer', menus: MALL_MENUS },
];

const USERS = [
  { username: 'admin', realname: '管理员', role: 'admin' },
  { username: 'sales', realname: '销售代表', role: 'sales' },
  { username: 'buyer', realname: '采购员', role: 'buyer' },
];

/** The default tenant, roles, users, menu and grants. Returns the tenant and the users' initial passwords. */
export async function seedBase(
  db: Database,
  passwords: BasePasswords,
): Promise<{ tenantId: string; credentials: InitialCredential[] }> {
  const tenantId = newId();
  await db.insert(sysTenant).values({ id: tenantId, name: '默认租户', createBy: 'system' });

  const menuIds = new Map(MENU.map((entry) => [entry.key, newId()]));
  await db.insert(sysPermission).values(
    MENU.map((entry) => ({
      id: menuIds.get(entry.key) as string,
      parentId: entry.parent ? (menuIds.get(entry.parent) as string) : null,
      name: entry.name,
      menuType: entry.menuType,
      url: entry.url ?? null,
      component: entry.component ?? null,
      componentName: entry.componentName ?? null,
      redirect: entry.redirect ?? null,
      icon: entry.icon ?? null,
      perms: entry.perms ?? null,
      isLeaf: entry.isLeaf ?? true,
      sortNo: entry.sortNo,
      createBy: 'system',
    })),
  );

  const roleIds = new Map(ROLES.map((role) => [role.code, newId()]));
  await db.insert(sysRole).values(
    ROLES.map((role) => ({
      id: roleIds.get(role.code) as string,
      roleCode: role.code,
      roleName: role.name,
      description: role.description,
      createBy: 'system',
    })),
  );
  await db.insert(sysRolePermission).values(
    ROLES.flatMap((role) =>
      role.menus.map((key) => ({
        roleId: roleIds.get(role.code) as string,
        permissionId: menuIds.get(key) as string,
      })),
    ),
  );

  const adminPassword = passwords.adminPassword ?? generatePassword();
  const demoPassword = passwords.demoPassword ?? generatePassword();
  const credentials: InitialCredential[] = [];
  for (const user of USERS) {
    const password = user.username === 'admin' ? adminPassword : demoPassword;
    const id = newId();
    await db.insert(sysUser).values({
      id,
      username: user.username,
      realname: user.realname,
      password: await hashPassword(password),
      createBy: 'system',
    });
    await db.insert(sysUserRole).values({ userId: id, roleId: roleIds.get(user.role) as string });
    await db.insert(sysUserTenant).values({ userId: id, tenantId });
    credentials.push({ username: user.username, password });
  }
  return { tenantId, credentials };
}
