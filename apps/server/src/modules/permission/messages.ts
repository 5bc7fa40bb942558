import { ErrorKey, type LocalizedText } from '@mall/shared';

/** The permission module's own answers. */
export const permissionMessages = {
  [ErrorKey.noMenu]: { zh: '未分配任何菜单权限', en: 'No menu has been granted to you' },
} satisfies Record<`permission.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof permissionMessages, LocalizedText> {}
}
