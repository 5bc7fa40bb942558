import { Permission } from '@mall/shared';
import { MenuType } from '../../../modules/permission/schema';
import type { MenuSeed } from './menu-seed';

/** The server monitoring pages, by key: title, path and page component (all under the Monitoring group). */
const PAGES = [
  [
    'monitorDashboard',
    { zh: '监控大盘', en: 'Monitor dashboard' },
    'dashboard',
    'dashboard/Monitor',
    'dashboard',
  ],
  ['monitorRuntime', { zh: '运行时信息', en: 'Node runtime' }, 'runtime', 'modules/monitor/JvmInfo', 'tool'],
  ['monitorSystem', { zh: '系统信息', en: 'System' }, 'system', 'modules/monitor/SystemInfo', 'cloud'],
  ['monitorDisk', { zh: '磁盘监控', en: 'Disks' }, 'disk', 'modules/monitor/DiskMonitoring', 'folder'],
  [
    'monitorHttpServer',
    { zh: 'HTTP 服务', en: 'HTTP server' },
    'httpServer',
    'modules/monitor/TomcatInfo',
    'global',
  ],
  ['monitorRedis', { zh: 'Redis 监控', en: 'Redis' }, 'redis', 'modules/monitor/RedisInfo', 'database'],
  ['monitorDatabase', { zh: '数据库监控', en: 'Database' }, 'database', 'monitor/Database', 'database'],
  [
    'monitorHttpTrace',
    { zh: '请求追踪', en: 'HTTP trace' },
    'httpTrace',
    'modules/monitor/HttpTrace',
    'file-search',
  ],
] as const;

/**
 * The Monitoring group (administrators of the platform tenant only: the code is a platform code): the
 * live figures of every instance, Redis and the database, and the HTTP trace. The group and its pages
 * carry the platform code too, so that they are granted, and shown, only where the figures may be read.
 */
export const MONITOR_MENU: MenuSeed[] = [
  {
    key: 'monitor',
    name: { zh: '系统监控', en: 'Monitoring' },
    menuType: MenuType.topMenu,
    url: '/monitor',
    component: 'layouts/RouteView',
    redirect: '/monitor/dashboard',
    icon: 'bar-chart',
    perms: Permission.monitorView,
    isLeaf: false,
    sortNo: 40,
  },
  ...PAGES.map(([key, name, path, component, icon], index): MenuSeed => ({
    key,
    parent: 'monitor',
    name,
    menuType: MenuType.subMenu,
    url: `/monitor/${path}`,
    component,
    componentName: component.slice(component.lastIndexOf('/') + 1),
    icon,
    perms: Permission.monitorView,
    sortNo: index + 1,
  })),
  {
    key: 'monitor.view',
    parent: 'monitor',
    name: { zh: '查看监控', en: 'View monitoring' },
    menuType: MenuType.button,
    perms: Permission.monitorView,
    sortNo: 99,
  },
];
