import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The role administration pages the server menu can point at. */
export const pages: FeaturePages = {
  'system/RoleList': lazyPage(() => import('./pages/RoleListPage')),
};
