import type { LocalizedText } from '@mall/shared';

/** The announcement module's own answers. */
export const announcementMessages = {
  'announcement.notDraft': {
    zh: '只有草稿状态的通告可以修改或发布',
    en: 'Only a draft announcement can be edited or published',
  },
  'announcement.notPublished': {
    zh: '只有已发布的通告可以撤销',
    en: 'Only a published announcement can be revoked',
  },
  'announcement.usersRequired': {
    zh: '指定用户的通告至少需要一个本租户的用户',
    en: 'An announcement to chosen users needs at least one user of this tenant',
  },
  'announcement.openPageRequired': {
    zh: '请填写打开页面',
    en: 'The page to open is required for this open type',
  },
} satisfies Record<`announcement.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof announcementMessages, LocalizedText> {}
}
