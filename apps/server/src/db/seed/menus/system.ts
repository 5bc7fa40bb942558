import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

const BUTTON_NAMES = {
  list: { zh: '查询', en: 'List' },
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '编辑', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  export: { zh: '导出', en: 'Export' },
  authorize: { zh: '授权', en: 'Assign permissions' },
  upload: { zh: '上传', en: 'Upload' },
} as const;

/** A menu's buttons, in the given order: `<menu>.<action>` with the action's permission code. */
function buttons(menu: string, codes: Partial<Record<keyof typeof BUTTON_NAMES, string>>): MenuSeed[] {
  return Object.entries(codes).map(([action, perms], index) => ({
    key: `${menu}.${action}`,
    parent: menu,
    name: BUTTON_NAMES[action as keyof typeof BUTTON_NAMES],
    menuType: MenuType.button,
    perms,
    sortNo: index + 1,
  }));
}

/**
 * A page of the System group; only admin is granted it. `component` names JeecgBoot 2.4's view: a name
 * under system/, or the view's whole path.
 */
function systemPage(
  key: string,
  name: MenuSeed['name'],
  path: string,
  component: string,
  icon: string,
  sortNo: number,
): MenuSeed {
  return {
    key,
    parent: 'system',
    name,
    menuType: MenuType.subMenu,
    url: path,
    component: component.includes('/') ? component : `system/${component}`,
    componentName: component.slice(component.lastIndexOf('/') + 1),
    icon,
    sortNo,
  };
}

/** The System group: people and access administration. */
export const SYSTEM_MENU: MenuSeed[] = [
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
  {
    key: 'users.add',
    parent: 'users',
    name: { zh: '新增', en: 'Add' },
    menuType: MenuType.button,
    perms: Permission.userAdd,
    sortNo: 2,
  },
  {
    key: 'users.edit',
    parent: 'users',
    name: { zh: '编辑', en: 'Edit' },
    menuType: MenuType.button,
    perms: Permission.userEdit,
    sortNo: 3,
  },
  {
    key: 'users.delete',
    parent: 'users',
    name: { zh: '删除', en: 'Delete' },
    menuType: MenuType.button,
    perms: Permission.userDelete,
    sortNo: 4,
  },
  {
    key: 'users.freeze',
    parent: 'users',
    name: { zh: '冻结/解冻', en: 'Freeze / unfreeze' },
    menuType: MenuType.button,
    perms: Permission.userFreeze,
    sortNo: 5,
  },
  {
    key: 'users.export',
    parent: 'users',
    name: { zh: '导出', en: 'Export' },
    menuType: MenuType.button,
    perms: Permission.userExport,
    sortNo: 6,
  },
  {
    key: 'users.approve',
    parent: 'users',
    name: { zh: '审核通过', en: 'Approve registration' },
    menuType: MenuType.button,
    perms: Permission.userApprove,
    sortNo: 7,
    // Sales review the registrations of new customers.
    roles: ['sales'],
  },
  {
    key: 'users.reject',
    parent: 'users',
    name: { zh: '审核驳回', en: 'Reject registration' },
    menuType: MenuType.button,
    perms: Permission.userReject,
    sortNo: 8,
    // Sales review the registrations of new customers.
    roles: ['sales'],
  },
  systemPage('roles', { zh: '角色管理', en: 'Roles' }, '/system/role', 'RoleList', 'team', 2),
  ...buttons('roles', {
    list: Permission.roleList,
    add: Permission.roleAdd,
    edit: Permission.roleEdit,
    delete: Permission.roleDelete,
    export: Permission.roleExport,
    authorize: Permission.roleAuthorize,
  }),
  // The menu tree is every tenant's: the platform's page, carrying its platform code.
  {
    ...systemPage(
      'menus',
      { zh: '菜单管理', en: 'Menus' },
      '/system/permission',
      'PermissionList',
      'menu',
      3,
    ),
    perms: Permission.permissionList,
  },
  ...buttons('menus', {
    list: Permission.permissionList,
    add: Permission.permissionAdd,
    edit: Permission.permissionEdit,
    delete: Permission.permissionDelete,
  }),
  systemPage(
    'departs',
    { zh: '部门管理', en: 'Departments' },
    '/system/depart',
    'DepartList',
    'apartment',
    4,
  ),
  ...buttons('departs', {
    list: Permission.departList,
    add: Permission.departAdd,
    edit: Permission.departEdit,
    delete: Permission.departDelete,
  }),
  systemPage('tenants', { zh: '租户管理', en: 'Tenants' }, '/system/tenant', 'TenantList', 'bank', 5),
  ...buttons('tenants', {
    list: Permission.tenantList,
    add: Permission.tenantAdd,
    edit: Permission.tenantEdit,
    delete: Permission.tenantDelete,
  }),
  systemPage(
    'positions',
    { zh: '职务管理', en: 'Positions' },
    '/system/position',
    'SysPositionList',
    'idcard',
    6,
  ),
  ...buttons('positions', {
    list: Permission.positionList,
    add: Permission.positionAdd,
    edit: Permission.positionEdit,
    delete: Permission.positionDelete,
  }),
  systemPage(
    'checkRules',
    { zh: '编码校验规则', en: 'Check rules' },
    '/system/checkRule',
    'SysCheckRuleList',
    'safety',
    20,
  ),
  ...buttons('checkRules', {
    list: Permission.checkRuleList,
    add: Permission.checkRuleAdd,
    edit: Permission.checkRuleEdit,
    delete: Permission.checkRuleDelete,
  }),
  systemPage(
    'fillRules',
    { zh: '填值规则', en: 'Fill rules' },
    '/system/fillRule',
    'SysFillRuleList',
    'edit',
    21,
  ),
  ...buttons('fillRules', {
    list: Permission.fillRuleList,
    add: Permission.fillRuleAdd,
    edit: Permission.fillRuleEdit,
    delete: Permission.fillRuleDelete,
  }),
  systemPage(
    'ossFiles',
    { zh: '文件管理', en: 'Files' },
    '/system/ossFile',
    'modules/oss/OSSFileList',
    'file-text',
    22,
  ),
  ...buttons('ossFiles', {
    list: Permission.ossFileList,
    upload: Permission.ossFileUpload,
    delete: Permission.ossFileDelete,
  }),
  systemPage(
    'reports',
    { zh: '在线报表', en: 'Online reports' },
    '/online/cgreport',
    'modules/online/cgreport/OnlCgreportHeadList',
    'profile',
    23,
  ),
  ...buttons('reports', {
    list: Permission.reportList,
    add: Permission.reportAdd,
    edit: Permission.reportEdit,
    delete: Permission.reportDelete,
  }),
  {
    key: 'reports.run',
    parent: 'reports',
    name: { zh: '运行报表', en: 'Run reports' },
    menuType: MenuType.button,
    perms: Permission.reportRun,
    sortNo: 5,
  },
  systemPage(
    'dataSources',
    { zh: '多数据源管理', en: 'Data sources' },
    '/system/dataSource',
    'SysDataSourceList',
    'database',
    24,
  ),
  ...buttons('dataSources', {
    list: Permission.dataSourceList,
    add: Permission.dataSourceAdd,
    edit: Permission.dataSourceEdit,
    delete: Permission.dataSourceDelete,
  }),
  // A platform page carries its platform code, so that it is granted, and shown, only where it opens.
  {
    ...systemPage(
      'gatewayRoutes',
      { zh: '网关路由', en: 'Gateway routes' },
      '/system/gatewayRoute',
      'SysGatewayRouteList',
      'global',
      25,
    ),
    perms: Permission.gatewayRouteList,
  },
  ...buttons('gatewayRoutes', {
    list: Permission.gatewayRouteList,
    add: Permission.gatewayRouteAdd,
    edit: Permission.gatewayRouteEdit,
    delete: Permission.gatewayRouteDelete,
  }),
  {
    ...systemPage(
      'thirdProviders',
      { zh: '第三方登录', en: 'Third-party sign-in' },
      '/system/thirdProvider',
      'ThirdProviderList',
      'link',
      26,
    ),
    perms: Permission.thirdProviderList,
  },
  ...buttons('thirdProviders', {
    list: Permission.thirdProviderList,
    edit: Permission.thirdProviderEdit,
  }),
];
