import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The demand order lists the server menu can point at (the buyer's is also the mall route /mall/demandList). */
export const pages: FeaturePages = {
  'mall/DemandList': lazyPage(() => import('./pages/DemandListPage')),
  'demand/DemandManageList': lazyPage(() => import('./pages/DemandManageListPage')),
};
