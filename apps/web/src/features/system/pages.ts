import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The user administration pages the server menu can point at: users, and the customers sales review. */
export const pages: FeaturePages = {
  'system/UserList': lazyPage(() => import('./pages/UserListPage')),
  'customer/CustomerList': lazyPage(() => import('./pages/CustomerListPage')),
};
