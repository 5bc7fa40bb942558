import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The staff address book: the acting tenant's people beside its department tree. */
export const pages: FeaturePages = {
  'system/AddressList': lazyPage(() => import('./pages/AddressBookPage')),
};
