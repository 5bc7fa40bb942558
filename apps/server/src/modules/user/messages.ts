import { ErrorKey, type LocalizedText } from '@mall/shared';

/** The users module's own texts: field errors and the export's column headers. */
export const userMessages = {
  usernameTaken: { zh: '用户名已存在', en: 'This username is already taken' },
  phoneTaken: { zh: '手机号已被使用', en: 'This phone number is already in use' },
  emailTaken: { zh: '邮箱已被使用', en: 'This e-mail address is already in use' },
  roleUnknown: { zh: '角色不存在', en: 'Unknown role' },
  departUnknown: { zh: '部门不存在', en: 'Unknown department' },
  tenantUnknown: { zh: '租户不存在', en: 'Unknown tenant' },
  positionUnknown: { zh: '职务不存在', en: 'Unknown position' },
  passwordRule: {
    zh: '密码至少 8 位，须包含数字、大小写字母和特殊符号',
    en: 'At least 8 characters mixing digits, upper- and lower-case letters and symbols',
  },
  customerOnly: {
    zh: '只有客户账号才有客户类型和公司',
    en: 'Only customer accounts have a customer type and company',
  },
  exportSheet: { zh: '用户列表', en: 'Users' },
  exportFileName: { zh: '用户列表', en: 'users' },
  columnUsername: { zh: '用户名', en: 'Username' },
  columnRealname: { zh: '用户姓名', en: 'Real name' },
  columnPhone: { zh: '手机号', en: 'Phone' },
  columnEmail: { zh: '邮箱', en: 'Email' },
  columnStatus: { zh: '状态', en: 'Status' },
  columnRoles: { zh: '角色', en: 'Roles' },
  columnCreateTime: { zh: '创建时间', en: 'Created' },
} satisfies Record<string, LocalizedText>;

export type UserMessageKey = keyof typeof userMessages;

/** The users module's own answers (envelope messages). */
export const userAnswerMessages = {
  [ErrorKey.cannotDeleteSelf]: { zh: '不能删除当前登录用户', en: 'You cannot delete yourself' },
  [ErrorKey.cannotFreezeSelf]: { zh: '不能冻结当前登录用户', en: 'You cannot freeze yourself' },
  [ErrorKey.personBeyondTenant]: {
    zh: '该用户还属于您不管理的其他租户：其密码、手机号、邮箱、姓名、状态和有效期只能由其所属每个租户的管理员或本人修改',
    en: 'This user also belongs to tenants you do not administer: only an administrator of every one of their tenants, or the user, can change their password, phone, e-mail, name, status or validity',
  },
} satisfies Record<`user.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof userAnswerMessages, LocalizedText> {}
}
