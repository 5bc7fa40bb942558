import type { NotificationSettings, SystemMessageKind } from '@mall/shared';
import type { Database } from '#platform/db/client';
import { readNotificationSettings, usersReceiving } from './notification-settings';

/**
 * What other modules may ask of the account module: a user's notification preferences (the defaults
 * while the user has not chosen), and whether a user wants system messages of a kind.
 */
export function notificationSettingsOf(db: Database, userId: string): Promise<NotificationSettings> {
  return readNotificationSettings(db, userId);
}

export async function wantsSystemMessage(
  db: Database,
  userId: string,
  kind: SystemMessageKind,
): Promise<boolean> {
  return (await readNotificationSettings(db, userId)).systemMessageKinds.includes(kind);
}

/** Of `userIds`, those who want system messages of `kind`, in one query (for messages to many users). */
export function usersWantingSystemMessage(
  db: Database,
  userIds: readonly string[],
  kind: SystemMessageKind,
): Promise<string[]> {
  return usersReceiving(db, userIds, kind);
}

/** Registers a customer (under review until staff approve it), as POST /sys/user/register does. */
export { register } from './registration';
