import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The server monitoring pages and the monitor dashboard; lazy, so only these pages load the chart library. */
export const pages: FeaturePages = {
  'dashboard/Monitor': lazyPage(() => import('./pages/MonitorDashboardPage')),
  'modules/monitor/JvmInfo': lazyPage(() => import('./pages/RuntimePage')),
  'modules/monitor/SystemInfo': lazyPage(() => import('./pages/SystemPage')),
  'modules/monitor/DiskMonitoring': lazyPage(() => import('./pages/DiskPage')),
  'modules/monitor/TomcatInfo': lazyPage(() => import('./pages/HttpServerPage')),
  'modules/monitor/RedisInfo': lazyPage(() => import('./pages/RedisPage')),
  'monitor/Database': lazyPage(() => import('./pages/DatabasePage')),
  'modules/monitor/HttpTrace': lazyPage(() => import('./pages/HttpTracePage')),
};
