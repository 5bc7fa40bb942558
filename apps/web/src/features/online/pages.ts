import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The online report and data source pages the server menu points at. */
export const pages: FeaturePages = {
  'modules/online/cgreport/OnlCgreportHeadList': lazyPage(() => import('./pages/CgreportListPage')),
  'system/SysDataSourceList': lazyPage(() => import('./pages/DataSourceListPage')),
};
