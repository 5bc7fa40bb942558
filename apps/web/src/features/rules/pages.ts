import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The check rules and fill rules pages the server menu points at. */
export const pages: FeaturePages = {
  'system/SysCheckRuleList': lazyPage(() => import('./pages/CheckRuleListPage')),
  'system/SysFillRuleList': lazyPage(() => import('./pages/FillRuleListPage')),
};
