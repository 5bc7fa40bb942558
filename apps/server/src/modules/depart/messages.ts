import type { LocalizedText, OrgCategoryValue } from '@mall/shared';

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
} satisfies Record<`depart.${string}`, LocalizedText>;

/** The kinds' names (orgCategory_dictText). */
export const CATEGORY_TEXT: Record<OrgCategoryValue, LocalizedText> = {
  1: { zh: '公司', en: 'Company' },
  2: { zh: '部门', en: 'Department' },
  3: { zh: '岗位', en: 'Post' },
};

export const DEPART_EXPORT_TEXT = {
  sheet: { zh: '部门列表', en: 'Departments' },
  departName: { zh: '机构名称', en: 'Name' },
  orgCode: { zh: '机构编码', en: 'Org code' },
  orgCategory: { zh: '机构类型', en: 'Kind' },
  mobile: { zh: '电话', en: 'Phone' },
  address: { zh: '地址', en: 'Address' },
  memo: { zh: '备注', en: 'Notes' },
} satisfies Record<string, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof departMessages, LocalizedText> {}
}
