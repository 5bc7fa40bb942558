import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The menu administration page the server menu can point at. */
export const pages: FeaturePages = {
  'system/PermissionList': lazyPage(() => import('./pages/PermissionListPage')),
};
