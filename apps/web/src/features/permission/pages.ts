import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The menu administration page the server menu can point at. */
export const pages: FeaturePages = {
  'system/PermissionList': lazy(() => import('./pages/PermissionListPage')),
};
