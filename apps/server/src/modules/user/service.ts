import {
  pickLocalized,
  type Locale,
  type PageResult,
  type UserRecord,
  type UserStatusValue,
  USER_STATUS_OPTIONS,
  userEntity,
} from '@mall/shared';
import { and, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EntityListQuery } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { outerColumn, subquery } from '#platform/db/subquery';
import { AppError } from '#platform/http/app-error';
import { planList, type KeysetPage, type ListSpec } from '#platform/http/list';
import { superQuerySpec } from '#platform/http/super-query';
import { aliasesInSameTenant, inTenant } from '#platform/tenancy';
import { ErrorKey } from '@mall/shared';
import { customerProfiles } from '../account/queries';
import { departIdsOfUserSql, userInDepartsSql } from '../depart/queries';
import { positionsOfUserSql } from '../position/queries';
import { roleCodesAmong, roleNamesAmong } from '../role/queries';
import { userMessages, type UserMessageKey } from './messages';
import { sysUser, sysUserRole, sysUserTenant } from './schema';

export { beyondAuthority, refuseBeyondTenant } from './authority';
export {
  loginFieldOfIndex,
  storedEmail,
  takenLoginNames,
  type LoginField,
  type LoginNames,
} from './uniqueness';

/** The parsed list query, unknown keys kept so that the list helper can refuse them. */
export type UserListParams = EntityListQuery;

/** A user-module text in the caller's language. */
export function userText(key: UserMessageKey, locale: Locale): string {
  return pickLocalized(userMessages[key], locale);
}

/** An account state's text (the shared definition's, as the lists show it). */
export function statusText(status: UserStatusValue, locale: Locale): string {
  return pickLocalized(USER_STATUS_OPTIONS[status], locale);
}

/** The column of each of the entity's sortable fields. */
const sortColumns: Record<string, AnyColumn> = {
  username: sysUser.username,
  realname: sysUser.realname,
  createTime: sysUser.createTime,
};

export const userListSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: sysUser.createTime, order: 'desc' },
  tieBreaker: sysUser.id,
  filters: {
    username: { column: sysUser.username, match: 'like' },
    realname: { column: sysUser.realname, match: 'like' },
    phone: { column: sysUser.phone, match: 'like' },
    status: { column: sysUser.status, match: 'eq' },
  },
  superQuery: superQuerySpec(userEntity.superQueryFields, (name) =>
    name === 'departIds'
      ? { holdsAny: (ids) => userInDepartsSql(sysUser.id, ids) }
      : sysUser[name as 'username' | 'realname' | 'phone' | 'email' | 'status' | 'createTime'],
  ),
};

/** The ids of the roles linked to the user in `userId` (a column of the outer query), as a subquery. */
function roleIdsOf(userId: AnyColumn) {
  return subquery
    .select({ id: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, outerColumn(userId)));
}

/** A subquery for the role codes of the user in `userId` (a column of the outer query). */
export function roleCodesOf(userId: AnyColumn): SQL<string[]> {
  // Each tenant has its own copy of a role: a code held in several tenants is listed once.
  return roleCodesAmong(roleIdsOf(userId));
}

/**
 * The user's roles in `tenantId` as `[name, id]` pairs, by role code so that names and ids keep one
 * order, each named in `locale`. Roles belong to a tenant: another tenant's roles of the user never show.
 */
function rolesOf(userId: AnyColumn, tenantId: string, locale: Locale): SQL<[string, string][]> {
  return roleNamesAmong(roleIdsOf(userId), tenantId, locale);
}

/** The user's tenants that `callerId` belongs to as well: nobody learns of tenants they are not in. */
function sharedTenantIdsOf(userId: AnyColumn, callerId: string): SQL<string[]> {
  return sql<string[]>`array(
    select mine.tenant_id from ${sysUserTenant} mine
    where mine.user_id = ${outerColumn(userId)}
      and exists (select 1 from ${sysUserTenant} theirs where theirs.user_id = ${callerId} and ${aliasesInSameTenant('theirs', 'mine')})
    order by mine.tenant_id
  )`;
}

/** Live (not deleted) users who belong to `tenantId`: the one scope every users call works in. */
export function liveUserInTenant(db: Database, tenantId: string): SQL {
  const inCallersTenant = inArray(
    sysUser.id,
    db
      .select({ userId: sysUserTenant.userId })
      .from(sysUserTenant)
      .where(inTenant(sysUserTenant.tenantId, tenantId)),
  );
  return and(eq(sysUser.delFlag, 0), inCallersTenant) as SQL;
}

/** What a users list or form shows of a user, as seen from the caller and their acting tenant. */
function recordColumns(ctx: RequestContext, profile: ReturnType<typeof customerProfiles>) {
  return {
    id: sysUser.id,
    username: sysUser.username,
    realname: sysUser.realname,
    workNo: sysUser.workNo,
    phone: sysUser.phone,
    email: sysUser.email,
    status: sysUser.status,
    validFrom: sysUser.validFrom,
    validTo: sysUser.validTo,
    createTime: sysUser.createTime,
    version: sysUser.version,
    roles: rolesOf(sysUser.id, ctx.tenantId, ctx.locale),
    departIds: departIdsOfUserSql(sysUser.id, ctx.tenantId),
    positions: positionsOfUserSql(sysUser.id, ctx.tenantId, ctx.locale),
    tenantIds: sharedTenantIdsOf(sysUser.id, ctx.user.id),
    customerType: profile.customerType,
    companyName: profile.companyName,
  };
}

interface RecordRow {
  id: string;
  username: string;
  realname: string;
  workNo: string | null;
  phone: string | null;
  email: string | null;
  status: UserStatusValue;
  validFrom: Date | null;
  validTo: Date | null;
  createTime: Date;
  version: number;
  roles: [string, string][];
  departIds: string[];
  positions: [string, string, string][];
  tenantIds: string[];
  customerType: string | null;
  companyName: string | null;
}

function toRecord(row: RecordRow, locale: Locale): UserRecord {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    workNo: row.workNo,
    phone: row.phone,
    email: row.email,
    status: row.status,
    status_dictText: statusText(row.status, locale),
    roles: row.roles.map(([name]) => name),
    roleIds: row.roles.map(([, id]) => id),
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    departIds: row.departIds,
    post: row.positions.map(([code]) => code).join(','),
    post_dictText: row.positions.map(([, name]) => name).join(', '),
    positionIds: row.positions.map(([, , id]) => id),
    tenantIds: row.tenantIds,
    customerType: row.customerType,
    companyName: row.companyName,
    createTime: row.createTime.toISOString(),
    version: row.version,
  };
}

/**
 * Users of the caller's tenant matching the list query, a page at a time; with `keyset`, that page of an
 * export, uncounted (total 0).
 */
export async function findUsers(
  ctx: RequestContext,
  query: UserListParams,
  keyset?: KeysetPage,
): Promise<{
  records: UserRecord[];
  total: number;
  page: (records: UserRecord[], total: number) => PageResult<UserRecord>;
}> {
  const plan = planList(query, userListSpec, keyset);
  const where = and(liveUserInTenant(ctx.db, ctx.tenantId), plan.where);
  const profile = customerProfiles();
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(recordColumns(ctx, profile))
      .from(sysUser)
      .leftJoin(profile, eq(profile.userId, sysUser.id))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    keyset ? [] : ctx.db.select({ total: count() }).from(sysUser).where(where),
  ]);
  return {
    records: (rows as unknown as RecordRow[]).map((row) => toRecord(row, ctx.locale)),
    total: totals[0]?.total ?? 0,
    page: plan.page,
  };
}

/** The non-deleted users of the caller's tenant, a page at a time. */
export async function listUsers(ctx: RequestContext, query: UserListParams): Promise<PageResult<UserRecord>> {
  const found = await findUsers(ctx, query);
  return found.page(found.records, found.total);
}

/** One live user of the caller's tenant; any other id (deleted, another tenant's, unknown) is a 404. */
export async function getUser(ctx: RequestContext, id: string, db: Database = ctx.db): Promise<UserRecord> {
  const profile = customerProfiles();
  const [row] = await db
    .select(recordColumns(ctx, profile))
    .from(sysUser)
    .leftJoin(profile, eq(profile.userId, sysUser.id))
    .where(and(eq(sysUser.id, id), liveUserInTenant(db, ctx.tenantId)))
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row as unknown as RecordRow, ctx.locale);
}
