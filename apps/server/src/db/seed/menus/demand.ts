import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

const button = (key: string, zh: string, en: string, perms: string, sortNo: number): MenuSeed => ({
  key,
  parent: 'demandManage',
  name: { zh, en },
  menuType: MenuType.button,
  perms,
  sortNo,
  roles: ['sales'],
});

/**
 * Order Management: the staff list of every demand order of the tenant, where sales review prices.
 * The buyer's own list is the mall's "demand orders" entry.
 */
export const DEMAND_MENU: MenuSeed[] = [
  {
    key: 'orderManagement',
    name: { zh: '订单管理', en: 'Order Management' },
    menuType: MenuType.topMenu,
    url: '/demand',
    component: 'layouts/RouteView',
    redirect: '/demand/list',
    icon: 'profile',
    isLeaf: false,
    sortNo: 6,
    roles: ['sales'],
  },
  {
    key: 'demandManage',
    parent: 'orderManagement',
    name: { zh: '需求单管理', en: 'Demand orders' },
    menuType: MenuType.subMenu,
    url: '/demand/list',
    component: 'demand/DemandManageList',
    componentName: 'DemandManageList',
    icon: 'file-search',
    sortNo: 1,
    roles: ['sales'],
  },
  button('demandManage.manage', '查看与处理', 'View and handle', Permission.demandManage, 1),
  button('demandManage.modifyPrice', '修改实际价格', 'Modify actual price', Permission.demandModifyPrice, 2),
  button('demandManage.approve', '价格审批', 'Price approval', Permission.priceApprove, 3),
];
