import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The dictionary administration page the server menu can point at. */
export const pages: FeaturePages = {
  'system/DictList': lazy(() => import('./pages/DictListPage')),
};
