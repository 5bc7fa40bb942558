import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The catalogue administration pages the server menu can point at. */
export const pages: FeaturePages = {
  'catalogue/ProductList': lazy(() => import('./pages/ProductListPage')),
  'catalogue/ProductEdit': lazy(() => import('./pages/ProductEditPage')),
};
