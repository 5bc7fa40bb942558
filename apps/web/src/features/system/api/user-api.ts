import type {
  RejectRequest,
  ReviewResult,
  TenantSummary,
  UserResetPasswordRequest,
  UserAddRequest,
  UserEditRequest,
  UserFrozenBatchRequest,
  UserRecord,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { encryptPassword, forgetKeyWhenRefused } from '../../../lib/password-transport';
import { createCrudApi } from '../../../widgets/crud/crud-api';

const userCrud = createCrudApi<UserRecord, UserAddRequest, UserEditRequest>('/sys/user');

/**
 * /sys/user: list (userEntity.sortColumns, username/realname/phone/status filters), CRUD and export. `add`
 * takes the typed password and sends it encrypted for transport, like every password.
 */
export const userApi: typeof userCrud = {
  ...userCrud,
  add: async (body, options) =>
    forgetKeyWhenRefused(userCrud.add({ ...body, password: await encryptPassword(body.password) }, options)),
};

/** PUT /sys/user/frozenBatch: freezes (status 2) or unfreezes (status 1) users. */
export function freezeUsers(body: UserFrozenBatchRequest): Promise<unknown> {
  return http.put('/sys/user/frozenBatch', body);
}

/** POST /sys/user/approve: a registration under review (or rejected earlier) may sign in from now on. */
export function approveUser(id: string): Promise<ReviewResult> {
  return http.post<ReviewResult>('/sys/user/approve', { id });
}

/** POST /sys/user/reject: the registration stays closed; the reason shows at its next sign-in attempt. */
export function rejectUser(body: RejectRequest): Promise<ReviewResult> {
  return http.post<ReviewResult>('/sys/user/reject', body, { silent: true });
}

/** PUT /sys/user/changePassword: staff set a new password (typed, sent encrypted); the user's sessions end. */
export async function resetUserPassword(body: UserResetPasswordRequest): Promise<null> {
  const password = await encryptPassword(body.password);
  return forgetKeyWhenRefused(
    http.put<null>('/sys/user/changePassword', { ...body, password }, { silent: true }),
  );
}

export const tenantOptionsKey = (ids: string) => ['/sys/tenant', 'queryList', ids] as const;

/** GET /sys/tenant/queryList: the caller's active tenants among `ids`, for the user form. */
export function fetchTenantOptions(ids: string): Promise<TenantSummary[]> {
  return http.get<TenantSummary[]>('/sys/tenant/queryList', { ids });
}
