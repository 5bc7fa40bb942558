import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/** The buyer's mall: every seeded role sees it. */
export const MALL_MENU: MenuSeed[] = [
  {
    key: 'home',
    name: { zh: '首页', en: 'Home Page' },
    menuType: MenuType.topMenu,
    url: '/mall/index',
    component: 'mall/MallIndex',
    icon: 'home',
    sortNo: 1,
    roles: ['sales', 'buyer'],
  },
  {
    key: 'shop',
    name: { zh: '在线商城', en: 'Online Shop' },
    menuType: MenuType.topMenu,
    url: '/mall/search',
    component: 'mall/MallSearch',
    icon: 'shop',
    sortNo: 2,
    roles: ['sales', 'buyer'],
  },
  {
    key: 'orders',
    name: { zh: '需求单', en: 'Demand orders' },
    menuType: MenuType.topMenu,
    url: '/mall/demandList',
    component: 'mall/DemandList',
    icon: 'file-text',
    sortNo: 3,
    roles: ['sales', 'buyer'],
  },
];
