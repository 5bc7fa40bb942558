import { describe, expect, it } from 'vitest';
import { notificationSettingsSchema } from './account';
import { DEFAULT_NOTIFICATION_SETTINGS } from './notification-defaults';

describe('the default notification settings', () => {
  it('are valid settings: urgent pop-ups on, every system message kind once', () => {
    expect(notificationSettingsSchema.parse(DEFAULT_NOTIFICATION_SETTINGS)).toEqual({
      desktopUrgent: true,
      systemMessageKinds: ['demandProgress', 'demandSubmitted', 'priceApplication'],
    });
  });
});
