import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { updateVersioned } from '#platform/db/versioned-update';
import { sysUser, liveUser } from './schema';
import { roleCodesOf } from './service';

/*
 * What a user shows of themselves: profile, avatar, display name, the department they act in and
 * address-book privacy.
 * The user module owns sys_user and its link tables: other modules read and write them only through
 * its named queries. A live user is one not deleted (del_flag 0).
 */

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
    where: liveUser,
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
    .where(and(eq(sysUser.id, userId), liveUser))
    .for('update');
  await db
    .update(sysUser)
    .set({ avatar, updateBy: by, updateTime: new Date() })
    .where(and(eq(sysUser.id, userId), liveUser));
  return before?.avatar ?? null;
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
    .where(and(eq(sysUser.id, userId), liveUser));
}

/** The name, real name and avatar of each of `userIds` that exists (deleted or not). */
export async function userCards(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      avatar: sysUser.avatar,
    })
    .from(sysUser)
    .where(inArray(sysUser.id, [...userIds]));
}
