import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The third-party sign-in providers page the server menu points at. */
export const pages: FeaturePages = {
  'system/ThirdProviderList': lazyPage(() => import('./pages/ThirdProviderListPage')),
};
