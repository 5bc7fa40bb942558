import { UserStatus, type UserStatusValue } from '@mall/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { updateVersioned } from '#platform/db/versioned-update';
import { outerColumn, subquery } from '#platform/db/subquery';
import { inTenant, inTenants, sameTenant } from '#platform/tenancy';
import { activeTenantIds } from '../tenant/queries';
import { sysUser, sysUserRole, sysUserTenant } from './schema';
import { roleCodesOf } from './service';

/*
 * The user module owns sys_user and its link tables: other modules read and write them only through
 * these named queries. A live user is one not deleted (del_flag 0).
 */

const live = eq(sysUser.delFlag, 0);

/** The live account signed in as `username` (trimmed): id, password hash and mobile; undefined when none. */
export async function liveUserByUsername(db: Database, username: string) {
  const [user] = await db
    .select({ id: sysUser.id, password: sysUser.password, phone: sysUser.phone })
    .from(sysUser)
    .where(and(eq(sysUser.username, username.trim()), live))
    .limit(1);
  return user;
}

/** Whether a live account holds the mobile `phone`. */
export async function liveUserHoldsPhone(db: Database, phone: string): Promise<boolean> {
  const [holder] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.phone, phone), live))
    .limit(1);
  return holder !== undefined;
}

/** Sets the password hash of the live user `userId`. */
export async function setUserPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  by: string,
): Promise<void> {
  await db
    .update(sysUser)
    .set({ password: passwordHash, updateBy: by, updateTime: new Date() })
    .where(and(eq(sysUser.id, userId), live));
}

/** What the personal centre shows of the user `userId` (deleted or not); undefined when there is none. */
export async function profileOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: sysUser.username,
      realname: sysUser.realname,
      phone: sysUser.phone,
      email: sysUser.email,
      avatar: sysUser.avatar,
      twoFactorEnabled: sysUser.totpEnabled,
      version: sysUser.version,
    })
    .from(sysUser)
    .where(eq(sysUser.id, userId))
    .limit(1);
  return row;
}

/** Edits the live user's own name, phone and e-mail against the version read (409 when it moved on). */
export async function updateOwnProfile(
  db: Database,
  change: {
    userId: string;
    version: number;
    set: { realname: string; phone: string | null; email: string | null };
    by: string;
  },
): Promise<void> {
  await updateVersioned(db, sysUser, {
    id: change.userId,
    version: change.version,
    set: change.set,
    by: change.by,
    where: live,
  });
}

/**
 * Sets (or with null removes) the live user's avatar, without moving the profile's version; answers the
 * avatar it replaced.
 */
export async function setUserAvatar(
  db: Database,
  userId: string,
  avatar: string | null,
  by: string,
): Promise<string | null> {
  const [before] = await db
    .select({ avatar: sysUser.avatar })
    .from(sysUser)
    .where(and(eq(sysUser.id, userId), live))
    .for('update');
  await db
    .update(sysUser)
    .set({ avatar, updateBy: by, updateTime: new Date() })
    .where(and(eq(sysUser.id, userId), live));
  return before?.avatar ?? null;
}

/** The user's two-step verification state and what proving it needs; undefined when there is no user. */
export async function twoFactorStateOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: sysUser.username,
      password: sysUser.password,
      secret: sysUser.totpSecret,
      enabled: sysUser.totpEnabled,
      lastStep: sysUser.totpLastStep,
    })
    .from(sysUser)
    .where(eq(sysUser.id, userId))
    .limit(1);
  return row;
}

/** Changes the user's two-step verification columns. */
export async function setTwoFactor(
  db: Database,
  userId: string,
  set: { totpSecret?: string | null; totpEnabled?: boolean; totpLastStep?: number | null },
): Promise<void> {
  await db.update(sysUser).set(set).where(eq(sysUser.id, userId));
}

/**
 * Records `step` as the user's last used authenticator step when it is later than the one stored: true
 * when it was (so every code is single-use).
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const accepted = await db
    .update(sysUser)
    .set({ totpLastStep: step })
    .where(and(eq(sysUser.id, userId), or(isNull(sysUser.totpLastStep), lt(sysUser.totpLastStep, step))))
    .returning({ id: sysUser.id });
  return accepted.length > 0;
}

/** The name shown for the user `userId`: the real name, else the login name; '' for no such user. */
export async function userDisplayName(db: Database, userId: string): Promise<string> {
  const [user] = await db
    .select({ realname: sysUser.realname, username: sysUser.username })
    .from(sysUser)
    .where(eq(sysUser.id, userId))
    .limit(1);
  return user ? user.realname || user.username : '';
}

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
        live,
        eq(sysUser.status, UserStatus.normal),
      ),
    );
  return rows.map((row) => row.id);
}

/** The department (org code) the user acts in; null when none is set or there is no such user. */
export async function userOrgCode(db: Database, userId: string): Promise<string | null> {
  const [user] = await db.select({ orgCode: sysUser.orgCode }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.orgCode ?? null;
}

/** Makes `orgCode` the department the user acts in. */
export async function setUserOrgCode(db: Database, userId: string, orgCode: string): Promise<void> {
  await db.update(sysUser).set({ orgCode }).where(eq(sysUser.id, userId));
}

/** The user as the login answer describes them (with role codes); undefined when there is none. */
export async function loginUserOf(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      avatar: sysUser.avatar,
      phone: sysUser.phone,
      email: sysUser.email,
      orgCode: sysUser.orgCode,
      roles: roleCodesOf(sysUser.id),
    })
    .from(sysUser)
    .where(eq(sysUser.id, userId));
  return user;
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
  const conditions: (SQL | undefined)[] = [inTenant(sysUserTenant.tenantId, tenantId), live];
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

/**
 * The live account whose username, phone or e-mail (ignoring case) is `name`: id, state, password hash
 * and the login names it registered with; undefined when none.
 */
export async function liveUserByLoginName(db: Database, name: string) {
  const [user] = await db
    .select({
      id: sysUser.id,
      status: sysUser.status,
      hash: sysUser.password,
      username: sysUser.username,
      mobile: sysUser.phone,
      email: sysUser.email,
      reviewMemo: sysUser.reviewMemo,
    })
    .from(sysUser)
    .where(
      and(
        live,
        or(
          eq(sysUser.username, name),
          eq(sysUser.phone, name),
          sql`lower(${sysUser.email}) = ${name.toLowerCase()}`,
        ),
      ),
    )
    .limit(1);
  return user;
}

/**
 * Puts a rejected self-registration back under review with its corrected contact data; false when the
 * account is no longer rejected (so that two racing resubmissions count once).
 */
export async function reopenRejectedUser(
  db: Database,
  userId: string,
  values: { realname: string; phone: string; email: string; updateBy: string },
): Promise<boolean> {
  const rows = await db
    .update(sysUser)
    .set({
      ...values,
      status: UserStatus.underReview,
      reviewMemo: null,
      version: sql`${sysUser.version} + 1`,
      updateTime: sql`now()`,
    })
    .where(and(eq(sysUser.id, userId), eq(sysUser.status, UserStatus.rejected)))
    .returning({ id: sysUser.id });
  return rows.length > 0;
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
        live,
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
    .where(and(inTenants(sysUserTenant.tenantId, tenantIds), ne(sysUserTenant.userId, userId), live));
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
  return and(eq(sysUser.id, userId), live, inTenantOf) as SQL;
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

/** Of `userIds`, those of live users. */
export async function liveUserIds(db: Database, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, [...userIds]), live));
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
        live,
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
 * Adds a self-registered account, under review, joined to `tenantId` with the role `roleId` (each link
 * only when given).
 */
export async function insertRegisteredUser(
  db: Database,
  user: {
    id: string;
    username: string;
    realname: string;
    password: string;
    phone: string;
    email: string;
  },
  links: { tenantId: string | undefined; roleId: string | undefined },
): Promise<void> {
  await db.insert(sysUser).values({ ...user, status: UserStatus.underReview, createBy: user.username });
  if (links.tenantId) await addTenantMember(db, links.tenantId, user.id);
  if (links.roleId) await db.insert(sysUserRole).values({ userId: user.id, roleId: links.roleId });
}

/** How signing in finds an account: by id, or by a login name (trimmed; e-mail ignoring case). */
export type SignInLookup = { by: 'id'; id: string } | { by: 'username' | 'email' | 'phone'; value: string };

function lookupCondition(lookup: SignInLookup): SQL {
  switch (lookup.by) {
    case 'id':
      return eq(sysUser.id, lookup.id);
    case 'email':
      return sql`lower(${sysUser.email}) = ${lookup.value.trim().toLowerCase()}`;
    case 'phone':
      return eq(sysUser.phone, lookup.value.trim());
    case 'username':
      return eq(sysUser.username, lookup.value.trim());
  }
}

/**
 * What signing in needs of the account `lookup` finds among the live accounts (or the deleted ones; the
 * newest when several match): its state, validity, password hash, two-step setting,
 * what the login answer shows and its role codes. Undefined when none.
 */
export async function signInAccount(db: Database, lookup: SignInLookup, among: 'live' | 'deleted' = 'live') {
  const [account] = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      password: sysUser.password,
      avatar: sysUser.avatar,
      phone: sysUser.phone,
      email: sysUser.email,
      status: sysUser.status,
      reviewMemo: sysUser.reviewMemo,
      validFrom: sysUser.validFrom,
      validTo: sysUser.validTo,
      totpEnabled: sysUser.totpEnabled,
      roles: roleCodesOf(sysUser.id),
    })
    .from(sysUser)
    .where(and(lookupCondition(lookup), among === 'live' ? live : eq(sysUser.delFlag, 1)))
    .orderBy(desc(sysUser.createTime))
    .limit(1);
  return account;
}

/**
 * The users who may hold a session, as a subquery joined on `id`: live, normal (not frozen or under
 * review) and within their validity period.
 */
export function sessionUsers() {
  return subquery
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.status, UserStatus.normal),
        live,
        or(isNull(sysUser.validTo), gt(sysUser.validTo, sql`now()`)),
      ),
    )
    .as('session_user');
}

/** Whether the user `userId` keeps their phone out of the address book (false for no such user). */
export async function hidesPhone(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ hidePhone: sysUser.hidePhone }).from(sysUser).where(eq(sysUser.id, userId));
  return row?.hidePhone ?? false;
}

/** Sets whether the live user `userId` keeps their phone out of the address book. */
export async function setHidesPhone(db: Database, userId: string, hidePhone: boolean): Promise<void> {
  await db
    .update(sysUser)
    .set({ hidePhone })
    .where(and(eq(sysUser.id, userId), live));
}
