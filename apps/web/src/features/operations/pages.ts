import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The scheduled jobs and the system log pages the server menu points at. */
export const pages: FeaturePages = {
  'system/QuartzJobList': lazyPage(() => import('./pages/QuartzJobListPage')),
  'system/LogList': lazyPage(() => import('./pages/LogListPage')),
};
