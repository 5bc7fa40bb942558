import type { LocalizedText } from '@mall/shared';

/** The message template module's own answers. */
export const messageTemplateMessages = {
  'messageTemplate.codeTaken': {
    zh: '模板编码已存在',
    en: 'This template code is already in use',
  },
  'messageTemplate.receiversInvalid': {
    zh: '接收人须是本租户的用户',
    en: 'Every receiver must be a user of this tenant',
  },
} satisfies Record<`messageTemplate.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof messageTemplateMessages, LocalizedText> {}
}
