import type { LocalizedText } from '@mall/shared';

/** The roles module's own answers (envelope messages and field errors). */
export const roleMessages = {
  'role.codeTaken': { zh: '角色编码已存在', en: 'This role code is already in use' },
  'role.cannotDeleteOwn': {
    zh: '不能删除自己拥有的角色',
    en: 'You cannot delete a role you hold yourself',
  },
  'role.grantsChanged': {
    zh: '该角色的授权已被他人修改，请刷新后重试',
    en: 'Someone else changed this role’s permissions; please reload and try again',
  },
  'role.unknownPermission': { zh: '菜单或按钮不存在', en: 'Unknown menu or button' },
  'role.grantBeyondOwn': {
    zh: '只能授予您自己拥有的菜单和按钮权限',
    en: 'You can only grant menus and buttons you hold yourself',
  },
} satisfies Record<`role.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof roleMessages, LocalizedText> {}
}
