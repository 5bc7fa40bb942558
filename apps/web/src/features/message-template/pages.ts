import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The message templates administration (System → Message templates). */
export const pages: FeaturePages = {
  'message-template/MessageTemplateList': lazyPage(() => import('./pages/MessageTemplateListPage')),
};
