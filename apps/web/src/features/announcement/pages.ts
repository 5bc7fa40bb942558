import { lazy } from 'react';
import type { FeaturePages } from '../../lib/feature-pages';

/** The announcement administration and every user's own messages (opened from the bell). */
export const pages: FeaturePages = {
  'announcement/AnnouncementList': lazy(() => import('./pages/AnnouncementListPage')),
  'announcement/UserAnnouncementList': lazy(() => import('./pages/UserAnnouncementPage')),
};
