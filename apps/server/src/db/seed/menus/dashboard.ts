import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/**
 * The staff dashboards (sales; admin has every entry): the analysis page's charts of the mall's own demand
 * orders, and the workplace of what waits for the signed-in staff member.
 */
export const DASHBOARD_MENU: MenuSeed[] = [
  {
    key: 'dashboardAnalysis',
    name: { zh: '分析页', en: 'Analysis' },
    menuType: MenuType.topMenu,
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    componentName: 'Analysis',
    icon: 'area-chart',
    sortNo: 7,
    roles: ['sales'],
  },
  {
    key: 'dashboardAnalysis.view',
    parent: 'dashboardAnalysis',
    name: { zh: '查看分析', en: 'View analysis' },
    menuType: MenuType.button,
    perms: Permission.dashboardAnalysis,
    sortNo: 1,
    roles: ['sales'],
  },
  {
    key: 'dashboardWorkplace',
    name: { zh: '工作台', en: 'Workplace' },
    menuType: MenuType.topMenu,
    url: '/dashboard/workplace',
    component: 'dashboard/Workplace',
    componentName: 'Workplace',
    icon: 'profile',
    sortNo: 6,
    roles: ['sales'],
  },
  {
    key: 'dashboardWorkplace.view',
    parent: 'dashboardWorkplace',
    name: { zh: '查看工作台', en: 'View workplace' },
    menuType: MenuType.button,
    perms: Permission.dashboardWorkplace,
    sortNo: 1,
    roles: ['sales'],
  },
];
