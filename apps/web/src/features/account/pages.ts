import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The staff's account centre (base settings with the avatar, security, notification preferences). */
export const pages: FeaturePages = {
  'account/AccountSettings': lazy(() => import('./pages/AccountSettingsPage')),
};
