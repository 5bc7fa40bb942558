import type { LocalizedText } from '@mall/shared';

/** The positions module's own answers. */
export const positionMessages = {
  'position.codeTaken': { zh: '职务编码已存在', en: 'This position code is already in use' },
  'position.heldByUsers': {
    zh: '有 {count} 个用户担任该职务，请先在用户管理中取消其职务再删除',
    en: '{count} users hold this position: take it off them in the users list before deleting it',
  },
} satisfies Record<`position.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof positionMessages, LocalizedText> {}
}
