import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The staff's account centre (base settings with the avatar, security, notification preferences). */
export const pages: FeaturePages = {
  'account/AccountSettings': lazyPage(() => import('./pages/AccountSettingsPage')),
};
