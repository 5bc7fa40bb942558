import {
  gatewayRouteEntity,
  type GatewayRouteAddRequest,
  type GatewayRouteEditRequest,
  type GatewayRouteRecord,
  type GatewayUpstreamPolicy,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

const base = gatewayRouteEntity.basePath;

/** /sys/gatewayRoute on the kit, and the operator's upstream allow-list. */
export const gatewayRouteApi = createCrudApi<
  GatewayRouteRecord,
  GatewayRouteAddRequest,
  GatewayRouteEditRequest
>(base);

export const gatewayPolicyApi = {
  upstreamPolicy: () => http.get<GatewayUpstreamPolicy>(`${base}/upstreamPolicy`),
};
