import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The positions page the server menu points at. */
export const pages: FeaturePages = {
  'system/SysPositionList': lazyPage(() => import('./pages/PositionListPage')),
};
