import type { LocalizedText } from '@mall/shared';

/** The checks' answers (the original's wording). */
export const duplicateCheckMessages = {
  'duplicate.taken': {
    zh: '该值不可用，系统中已存在！',
    en: 'This value is not available: it already exists',
  },
  'duplicate.notAllowed': {
    zh: '不支持校验该表或字段',
    en: 'This table or field cannot be checked',
  },
} satisfies Record<`duplicate.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof duplicateCheckMessages, LocalizedText> {}
}
