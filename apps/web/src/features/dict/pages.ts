import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The dictionary administration page the server menu can point at. */
export const pages: FeaturePages = {
  'system/DictList': lazyPage(() => import('./pages/DictListPage')),
};
