import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The server monitoring pages and the monitor dashboard; lazy, so only these pages load the chart library. */
export const pages: FeaturePages = {
  'dashboard/Monitor': lazyPage(() => import('./pages/MonitorDashboardPage')),
  'monitor/Runtime': lazyPage(() => import('./pages/RuntimePage')),
  'monitor/System': lazyPage(() => import('./pages/SystemPage')),
  'monitor/Disk': lazyPage(() => import('./pages/DiskPage')),
  'monitor/HttpServer': lazyPage(() => import('./pages/HttpServerPage')),
  'monitor/Redis': lazyPage(() => import('./pages/RedisPage')),
  'monitor/Database': lazyPage(() => import('./pages/DatabasePage')),
  'monitor/HttpTrace': lazyPage(() => import('./pages/HttpTracePage')),
};
