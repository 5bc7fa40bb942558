import type { LocalizedText } from '@mall/shared';

/** The departments module's own answers. */
export const departMessages = {
  'depart.notYours': { zh: '您不属于该部门', en: 'You do not belong to this department' },
  'depart.notYourAccount': {
    zh: '只能为当前登录的账号选择部门',
    en: 'You can only choose a department for the account you are signed in with',
  },
  'depart.postHasNoChildren': {
    zh: '岗位下不能再建下级',
    en: 'A post cannot have anything under it',
  },
  'depart.parentUnknown': {
    zh: '上级部门不存在（按机构编码或名称查找）',
    en: 'The parent department does not exist (looked up by org code or name)',
  },
} satisfies Record<`depart.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof departMessages, LocalizedText> {}
}
