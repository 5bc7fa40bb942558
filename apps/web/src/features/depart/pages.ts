import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The departments page the server menu points at. */
export const pages: FeaturePages = {
  'system/DepartList': lazyPage(() => import('./pages/DepartListPage')),
};
