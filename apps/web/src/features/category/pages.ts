import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The category administration page the server menu can point at. */
export const pages: FeaturePages = {
  'system/CategoryList': lazy(() => import('./pages/CategoryListPage')),
};
