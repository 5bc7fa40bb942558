import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The category administration page the server menu can point at. */
export const pages: FeaturePages = {
  'system/SysCategoryList': lazyPage(() => import('./pages/CategoryListPage')),
};
