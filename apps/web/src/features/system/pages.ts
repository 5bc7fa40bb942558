import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The system administration pages the server menu can point at. */
export const pages: FeaturePages = {
  'system/UserList': lazy(() => import('./pages/UserListPage')),
};
