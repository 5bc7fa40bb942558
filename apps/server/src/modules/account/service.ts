import type { NotificationSettings, SystemMessageKind } from '@mall/shared';
import type { Database } from '#platform/db/client';
import { readNotificationSettings } from './notification-settings';

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
