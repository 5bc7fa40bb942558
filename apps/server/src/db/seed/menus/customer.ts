import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/**
 * Customers: the tenant's customer accounts, where sales review new registrations. The page's approve
 * and reject actions are the registration-review buttons (users.approve, users.reject), which sales hold.
 */
export const CUSTOMER_MENU: MenuSeed[] = [
  {
    key: 'customers',
    name: { zh: '客户管理', en: 'Customers' },
    menuType: MenuType.topMenu,
    url: '/customer/list',
    component: 'customer/CustomerList',
    componentName: 'CustomerList',
    icon: 'team',
    sortNo: 8,
    roles: ['sales'],
  },
  {
    key: 'customers.list',
    parent: 'customers',
    name: { zh: '查询', en: 'List' },
    menuType: MenuType.button,
    perms: Permission.customerList,
    sortNo: 1,
    roles: ['sales'],
  },
];
