import { lazyPage, type FeaturePages } from '../../lib/feature-pages';

/** The gateway routes page the server menu points at. */
export const pages: FeaturePages = {
  'system/SysGatewayRouteList': lazyPage(() => import('./pages/GatewayRouteListPage')),
};
