import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@mall/shared';
import { http } from '../../lib/http';

/** The signed-in user's notification preferences, read by the bell and changed in the account centre. */
export const notificationSettingsKey = ['account', 'notificationSettings'] as const;

export const notificationSettingsApi = {
  read: () => http.get<NotificationSettings>('/sys/user/notificationSettings', undefined, { silent: true }),
  save: (settings: NotificationSettings) =>
    http.put<NotificationSettings>('/sys/user/notificationSettings', settings, { silent: true }),
};

/** Whether an urgent notice pops up: as the user chose, or, until the choice is known, the default. */
export function popsUpUrgent(settings: NotificationSettings | undefined): boolean {
  return (settings ?? DEFAULT_NOTIFICATION_SETTINGS).desktopUrgent;
}
