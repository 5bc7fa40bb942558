import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The message templates administration (System → Message templates). */
export const pages: FeaturePages = {
  'modules/message/SysMessageTemplateList': lazyPage(() => import('./pages/MessageTemplateListPage')),
};
