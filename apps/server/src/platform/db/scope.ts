/**
 * Whose rows a request's statements reach. The database decides (row-level security): every statement
 * runs in a transaction that has switched to a role owning nothing and set the tenant, both for that
 * transaction only, so that a pooled connection never keeps them.
 */
export type DatabaseScope =
  /** A tenant's work, as `userId` when someone is signed in: the tenant's rows only. */
  | { tenantId: string; userId?: string | undefined }
  /** Work of no tenant (sign-in, public pages, platform administration): every row; its use is logged. */
  | { platform: true };

/** The role requests run as: no owner, no superuser; the tenant policies hold it. */
export const APP_ROLE = 'mall_app';
/** The role of work that belongs to no tenant: the platform policies let it reach every row. */
export const PLATFORM_ROLE = 'mall_platform';

/** One statement that puts a transaction in `scope`; its parameters go as $1..$3. */
export const SCOPE_STATEMENT =
  "select set_config('role', $1, true), set_config('app.tenant_id', $2, true), set_config('app.user_id', $3, true)";

/** The parameters of SCOPE_STATEMENT for `scope`; an empty setting matches no row. */
export function scopeParameters(scope: DatabaseScope): [string, string, string] {
  return 'platform' in scope ? [PLATFORM_ROLE, '', ''] : [APP_ROLE, scope.tenantId, scope.userId ?? ''];
}
