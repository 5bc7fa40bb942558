import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The catalogue administration pages the server menu can point at. */
export const pages: FeaturePages = {
  'catalogue/ProductList': lazyPage(() => import('./pages/ProductListPage')),
  'catalogue/ProductEdit': lazyPage(() => import('./pages/ProductEditPage')),
};
