import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The role administration pages the server menu can point at. */
export const pages: FeaturePages = {
  'system/RoleList': lazy(() => import('./pages/RoleListPage')),
};
