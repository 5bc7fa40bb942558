import { UserStatus, type UserStatusValue } from '@mall/shared';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { outerColumn, subquery } from '#platform/db/subquery';
import { inTenant, inTenants, sameTenant } from '#platform/tenancy';
import { activeTenantIds } from '../tenant/queries';
import { sysUser, sysUserRole, sysUserTenant, liveUser } from './schema';

/*
 * Who belongs to which tenant and holds which roles.
 * The user module owns sys_user and its link tables: other modules read and write them only through
 * its named queries. A live user is one not deleted (del_flag 0).
 */

/** Of `userIds`, those who are live, normal (not frozen) members of `tenantId`. */
export async function activeMemberIds(
  db: Database,
  tenantId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .innerJoin(sysUserTenant, eq(sysUserTenant.userId, sysUser.id))
    .where(
      and(
        inArray(sysUser.id, [...userIds]),
        inTenant(sysUserTenant.tenantId, tenantId),
        liveUser,
        eq(sysUser.status, UserStatus.normal),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Live members of `tenantId` as dictionary options (login name, real name) by login name: those named
 * in `usernames` when given, and those whose login or real name matches the LIKE `pattern` when given.
 */
export async function memberOptions(
  db: Database,
  tenantId: string,
  filter: { usernames?: readonly string[]; pattern?: string; limit: number },
): Promise<{ value: string; text: string }[]> {
  const conditions: (SQL | undefined)[] = [inTenant(sysUserTenant.tenantId, tenantId), liveUser];
  if (filter.usernames) conditions.push(inArray(sysUser.username, [...filter.usernames]));
  if (filter.pattern !== undefined) {
    conditions.push(or(ilike(sysUser.username, filter.pattern), ilike(sysUser.realname, filter.pattern)));
  }
  return db
    .select({ value: sysUser.username, text: sysUser.realname })
    .from(sysUser)
    .innerJoin(sysUserTenant, eq(sysUserTenant.userId, sysUser.id))
    .where(and(...conditions))
    .orderBy(asc(sysUser.username))
    .limit(filter.limit);
}

/** Of `userIds`, those linked to the tenant `tenantId` (any status), in no particular order. */
export async function tenantMemberIds(
  db: Database,
  tenantId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: sysUserTenant.userId })
    .from(sysUserTenant)
    .where(and(inArray(sysUserTenant.userId, [...userIds]), inTenant(sysUserTenant.tenantId, tenantId)));
  return rows.map((row) => row.userId);
}

/**
 * A subquery of the ids of the roles `userId` holds (in any tenant): a user id, or the user column of an
 * outer query (pass it through `outerColumn`).
 */
export function roleIdsHeldBy(userId: string | SQL) {
  return subquery
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
}

/** Gives the user `userId` the roles `roleIds` (ones already held are kept). */
export async function giveUserRoles(db: Database, userId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insert(sysUserRole)
    .values(roleIds.map((roleId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

/** The live, normal (not frozen) members of `tenantId` who hold any of the roles `roleIds`. */
export async function activeMembersHoldingRoles(
  db: Database,
  tenantId: string,
  roleIds: readonly string[],
): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
    .innerJoin(sysUserTenant, eq(sysUserTenant.userId, sysUserRole.userId))
    .where(
      and(
        inArray(sysUserRole.roleId, [...roleIds]),
        inTenant(sysUserTenant.tenantId, tenantId),
        liveUser,
        eq(sysUser.status, UserStatus.normal),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The ids of the tenants the user `userId` is linked to (any tenant status). */
export async function linkedTenantIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: sysUserTenant.tenantId }).from(sysUserTenant).where(linkOf(userId));
  return rows.map((row) => row.id);
}

/** The same as `linkedTenantIds`, as a subquery for the caller to join into its own query. */
export function linkedTenantIdsOf(userId: string) {
  return subquery.select({ id: sysUserTenant.tenantId }).from(sysUserTenant).where(linkOf(userId));
}

const linkOf = (userId: string) => eq(sysUserTenant.userId, userId);

/** Makes the user `userId` a member of the tenant `tenantId`. */
export async function addTenantMember(db: Database, tenantId: string, userId: string): Promise<void> {
  await db.insert(sysUserTenant).values({ userId, tenantId });
}

/** How many live users belong to the tenant in `tenantId` (a column of the outer query), as a subquery. */
export function liveMemberCountOf(tenantId: AnyColumn): SQL<number> {
  return sql<number>`(
    select count(*)::int
    from ${sysUserTenant} inner join ${sysUser} on ${sysUser.id} = ${sysUserTenant.userId}
    where ${sameTenant(sysUserTenant.tenantId, outerColumn(tenantId))} and ${sysUser.delFlag} = 0
  )`;
}

/** Whether a live user other than `userId` belongs to any of the tenants `tenantIds`. */
export async function hasOtherLiveMembers(
  db: Database,
  tenantIds: readonly string[],
  userId: string,
): Promise<boolean> {
  const [others] = await db
    .select({ total: count() })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(inTenants(sysUserTenant.tenantId, tenantIds), ne(sysUserTenant.userId, userId), liveUser));
  return (others?.total ?? 0) > 0;
}

/** A subquery for the ids of the active tenants of the user in `userId` (a column of the outer query). */
export function activeTenantIdsOf(userId: AnyColumn): SQL<string[]> {
  const ids = subquery
    .select({ id: sysUserTenant.tenantId })
    .from(sysUserTenant)
    .where(
      and(
        eq(sysUserTenant.userId, outerColumn(userId)),
        inTenants(sysUserTenant.tenantId, activeTenantIds()),
      ),
    )
    .orderBy(asc(sysUserTenant.tenantId));
  return sql<string[]>`array(${ids})`;
}

/** The live user `userId` who is a member of the tenant `tenantId`. */
function liveMember(tenantId: string, userId: string): SQL {
  const inTenantOf = inArray(
    sysUser.id,
    subquery
      .select({ userId: sysUserTenant.userId })
      .from(sysUserTenant)
      .where(inTenant(sysUserTenant.tenantId, tenantId)),
  );
  return and(eq(sysUser.id, userId), liveUser, inTenantOf) as SQL;
}

/** Whether `userId` is a live member of the tenant `tenantId`. */
export async function isLiveMember(db: Database, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(liveMember(tenantId, userId))
    .limit(1);
  return row !== undefined;
}

/** Of `userIds`, those of live users. */
export async function liveUserIds(db: Database, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, [...userIds]), liveUser));
  return rows.map((row) => row.id);
}

/**
 * The live members of the tenant `tenantId` as a subquery, joined on `id`: what the customers,
 * registrations and tenant members lists show, filter and sort of the account.
 */
export function liveMembers(tenantId: string) {
  return subquery
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      phone: sysUser.phone,
      email: sysUser.email,
      status: sysUser.status,
      reviewMemo: sysUser.reviewMemo,
      createTime: sysUser.createTime,
    })
    .from(sysUser)
    .where(
      and(
        liveUser,
        inArray(
          sysUser.id,
          subquery
            .select({ userId: sysUserTenant.userId })
            .from(sysUserTenant)
            .where(inTenant(sysUserTenant.tenantId, tenantId)),
        ),
      ),
    )
    .as('member');
}

/**
 * Moves the registration of the live member `userId` of `tenantId` from one of the states `from` to
 * `to` with the review memo; undefined when it is in none of them (or not such a member).
 */
export async function setReviewState(
  db: Database,
  change: {
    tenantId: string;
    userId: string;
    from: readonly UserStatusValue[];
    to: UserStatusValue;
    memo: string | null;
    by: string;
  },
) {
  const [row] = await db
    .update(sysUser)
    .set({
      status: change.to,
      reviewMemo: change.memo,
      version: sql`${sysUser.version} + 1`,
      updateBy: change.by,
      updateTime: sql`now()`,
    })
    .where(and(liveMember(change.tenantId, change.userId), inArray(sysUser.status, [...change.from])))
    .returning({
      id: sysUser.id,
      username: sysUser.username,
      status: sysUser.status,
      reviewMemo: sysUser.reviewMemo,
    });
  return row;
}
