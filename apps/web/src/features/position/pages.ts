import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The positions page the server menu points at. */
export const pages: FeaturePages = {
  'system/PositionList': lazy(() => import('./pages/PositionListPage')),
};
