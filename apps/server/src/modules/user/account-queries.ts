import { UserStatus } from '@mall/shared';
import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { subquery } from '#platform/db/subquery';
import { sysUser, sysUserRole, liveUser } from './schema';
import { addTenantMember } from './membership-queries';
import { roleCodesOf } from './service';

/*
 * Accounts as signing in and registering see them: login names, passwords and two-step verification.
 * The user module owns sys_user and its link tables: other modules read and write them only through
 * its named queries. A live user is one not deleted (del_flag 0).
 */

/** The live account signed in as `username` (trimmed): id, password hash and mobile; undefined when none. */
export async function liveUserByUsername(db: Database, username: string) {
  const [user] = await db
    .select({ id: sysUser.id, password: sysUser.password, phone: sysUser.phone })
    .from(sysUser)
    .where(and(eq(sysUser.username, username.trim()), liveUser))
    .limit(1);
  return user;
}

/** Whether a live account holds the mobile `phone`. */
export async function liveUserHoldsPhone(db: Database, phone: string): Promise<boolean> {
  const [holder] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.phone, phone), liveUser))
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
    .where(and(eq(sysUser.id, userId), liveUser));
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
        liveUser,
        or(
          sql`lower(${sysUser.username}) = ${name.toLowerCase()}`,
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
      // Ignoring case, as the unique index on lower(username) among live users does: one live match at most.
      return sql`lower(${sysUser.username}) = ${lookup.value.trim().toLowerCase()}`;
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
    .where(and(lookupCondition(lookup), among === 'live' ? liveUser : eq(sysUser.delFlag, 1)))
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
        liveUser,
        or(isNull(sysUser.validTo), gt(sysUser.validTo, sql`now()`)),
      ),
    )
    .as('session_user');
}
