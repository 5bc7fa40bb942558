import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The tenants page the server menu points at. */
export const pages: FeaturePages = {
  'system/TenantList': lazyPage(() => import('./pages/TenantListPage')),
};
