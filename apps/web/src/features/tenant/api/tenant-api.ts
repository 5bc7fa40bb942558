import {
  tenantEntity,
  type PageResult,
  type TenantAddRequest,
  type TenantEditRequest,
  type TenantRecord,
  type TenantUserListQuery,
  type TenantUserRecord,
} from '@mall/shared';
import { http, type QueryParams } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/tenant on the kit: the list's filters and sort come from tenantEntity. */
export const tenantApi = createCrudApi<TenantRecord, TenantAddRequest, TenantEditRequest>(
  tenantEntity.basePath,
);

export const tenantUsersKey = (query: TenantUserListQuery) =>
  [...tenantApi.keys.all, 'users', query] as const;

/** GET /sys/tenant/userList: a page of the members of one tenant. */
export function fetchTenantUsers(
  query: TenantUserListQuery,
  signal?: AbortSignal,
): Promise<PageResult<TenantUserRecord>> {
  const params = { ...query } as QueryParams;
  return http.get<PageResult<TenantUserRecord>>('/sys/tenant/userList', params, signal ? { signal } : {});
}
