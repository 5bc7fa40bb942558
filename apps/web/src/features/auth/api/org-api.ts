import type { CurrentUserDeparts, SelectDepartRequest, SelectDepartResult } from '@mall/shared';
import { http, type RequestOptions } from '../../../lib/http';

/** The caller's departments in the acting tenant (tenant_id header) and the current one. */
export function fetchCurrentUserDeparts(options?: RequestOptions): Promise<CurrentUserDeparts> {
  return http.get<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts', undefined, options);
}

/** Makes one of the caller's departments the current one; answers the user with it. */
export function selectDepart(
  request: SelectDepartRequest,
  options?: RequestOptions,
): Promise<SelectDepartResult> {
  return http.post<SelectDepartResult>('/sys/selectDepart', request, options);
}

export const currentUserDepartsKey = (tenantId: string) => ['currentUserDeparts', tenantId] as const;
