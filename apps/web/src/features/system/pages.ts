import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The user administration pages the server menu can point at: users, and the customers sales review. */
export const pages: FeaturePages = {
  'system/UserList': lazy(() => import('./pages/UserListPage')),
  'customer/CustomerList': lazy(() => import('./pages/CustomerListPage')),
};
