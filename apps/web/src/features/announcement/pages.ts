import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The announcement administration and every user's own messages (opened from the bell). */
export const pages: FeaturePages = {
  'system/SysAnnouncementList': lazyPage(() => import('./pages/AnnouncementListPage')),
  'system/UserAnnouncementList': lazyPage(() => import('./pages/UserAnnouncementPage')),
};
