import type {
  PageResult,
  TenantAddRequest,
  TenantEditRequest,
  TenantRecord,
  TenantUserListQuery,
  TenantUserRecord,
} from '@mall/shared';
import { http, type QueryParams } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/tenant: the caller's tenants (TENANT_SORT_COLUMNS, name/status filters), CRUD. */
export const tenantApi = createCrudApi<TenantRecord, TenantAddRequest, TenantEditRequest>('/sys/tenant');

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
