import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The announcement administration and every user's own messages (opened from the bell). */
export const pages: FeaturePages = {
  'announcement/AnnouncementList': lazyPage(() => import('./pages/AnnouncementListPage')),
  'announcement/UserAnnouncementList': lazyPage(() => import('./pages/UserAnnouncementPage')),
};
