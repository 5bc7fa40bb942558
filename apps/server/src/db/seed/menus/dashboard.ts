import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/** The staff analysis page: charts of the mall's own demand orders (sales; admin has every entry). */
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
];
