import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The online report and data source pages the server menu points at. */
export const pages: FeaturePages = {
  'system/CgreportList': lazyPage(() => import('./pages/CgreportListPage')),
  'system/DataSourceList': lazyPage(() => import('./pages/DataSourceListPage')),
};
