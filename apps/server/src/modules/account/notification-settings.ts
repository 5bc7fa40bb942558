import {
  DEFAULT_NOTIFICATION_SETTINGS,
  SYSTEM_MESSAGE_KINDS,
  type NotificationSettings,
  type SystemMessageKind,
} from '@mall/shared';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { sysUserNotification } from './schema';

/** A user's notification preferences: the stored choice, or the defaults while there is none. */
export async function readNotificationSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ desktopUrgent: sysUserNotification.desktopUrgent, mutedKinds: sysUserNotification.mutedKinds })
    .from(sysUserNotification)
    .where(eq(sysUserNotification.userId, userId))
    .limit(1);
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS, systemMessageKinds: [...SYSTEM_MESSAGE_KINDS] };
  return {
    desktopUrgent: row.desktopUrgent,
    systemMessageKinds: SYSTEM_MESSAGE_KINDS.filter((kind) => !row.mutedKinds.includes(kind)),
  };
}

/** Stores the signed-in user's own preferences (the kinds not chosen are kept as muted). */
export async function saveNotificationSettings(
  ctx: RequestContext,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const mutedKinds: SystemMessageKind[] = SYSTEM_MESSAGE_KINDS.filter(
    (kind) => !settings.systemMessageKinds.includes(kind),
  );
  const values = { desktopUrgent: settings.desktopUrgent, mutedKinds, updateTime: new Date() };
  await ctx.db
    .insert(sysUserNotification)
    .values({ userId: ctx.user.id, ...values })
    .onConflictDoUpdate({ target: sysUserNotification.userId, set: values });
  return readNotificationSettings(ctx.db, ctx.user.id);
}

/** Of `userIds`, those who receive system messages of `kind` (everyone who has not muted it). */
export async function usersReceiving(
  db: Database,
  userIds: readonly string[],
  kind: SystemMessageKind,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const muted = await db
    .select({ userId: sysUserNotification.userId })
    .from(sysUserNotification)
    .where(
      and(
        inArray(sysUserNotification.userId, [...userIds]),
        arrayContains(sysUserNotification.mutedKinds, [kind]),
      ),
    );
  const mutedIds = new Set(muted.map((row) => row.userId));
  return userIds.filter((userId) => !mutedIds.has(userId));
}
