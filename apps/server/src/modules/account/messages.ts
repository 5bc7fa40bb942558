import { AccountErrorKey, type LocalizedText } from '@mall/shared';

/**
 * The account module's answers (envelope messages). The four password-change keys are the original
 * client's own (noUser, oldPwdError, newPwdEmpty, PwdDisagree) and travel unchanged.
 */
export const accountAnswerMessages = {
  [AccountErrorKey.noUser]: { zh: '用户不存在！', en: 'The user does not exist!' },
  [AccountErrorKey.oldPwdError]: { zh: '旧密码输入错误！', en: 'Old password input error!' },
  [AccountErrorKey.newPwdEmpty]: { zh: '新密码不能为空！', en: 'The new password cannot be empty!' },
  [AccountErrorKey.pwdDisagree]: {
    zh: '两次输入的密码不一致！',
    en: 'The password entered twice is inconsistent!',
  },
  [AccountErrorKey.resetTicketInvalid]: {
    zh: '验证已失效，请重新找回密码',
    en: 'This verification has expired or was already used; please start again',
  },
  [AccountErrorKey.notUnderReview]: { zh: '该用户不在审核中', en: 'This account is not awaiting review' },
  [AccountErrorKey.notRejected]: {
    zh: '该注册申请未被驳回，无需重新提交',
    en: 'This registration was not rejected; there is nothing to resubmit',
  },
  [AccountErrorKey.twoFactorAlreadyEnabled]: {
    zh: '两步验证已开启',
    en: 'Two-step verification is already on',
  },
  [AccountErrorKey.twoFactorNotSetUp]: {
    zh: '尚未设置两步验证',
    en: 'Two-step verification has not been set up',
  },
  [AccountErrorKey.twoFactorCodeWrong]: {
    zh: '动态码或密码不正确',
    en: 'The code or password is not correct',
  },
} satisfies Record<string, LocalizedText>;

/** Field errors of the account forms. `{max}` is replaced by the field's limit. */
export const accountFieldMessages = {
  usernameRequired: { zh: '请输入用户名', en: 'Enter one user name' },
  usernameFormat: {
    zh: '用户名只能包含字母、数字和 _ . @ -',
    en: 'The username may only contain letters, digits and _ . @ -',
  },
  passwordRequired: { zh: '请输入密码', en: 'Please enter the password' },
  passwordWeak: {
    zh: '密码至少 8 位，须包含数字、大写字母、小写字母和特殊符号',
    en: 'The password must have at least 8 characters mixing digits, upper- and lower-case letters and special symbols',
  },
  confirmPasswordMismatch: { zh: '两次输入的密码不一致', en: 'Two passwords are inconsistent' },
  companyNameRequired: { zh: '请输入公司名称', en: 'Please enter the company name' },
  emailRequired: { zh: '请输入邮箱', en: 'Please enter your e-mail' },
  emailFormat: { zh: '邮箱格式不正确', en: 'The e-mail format is incorrect' },
  areaRequired: { zh: '请选择国家/地区', en: 'Please select a region/country' },
  areaUnknown: { zh: '未知的国家/地区', en: 'Unknown region/country' },
  websiteFormat: { zh: '网址格式不正确', en: 'The website format is incorrect' },
  addressRequired: { zh: '请输入详细地址', en: 'Please enter the detailed address' },
  tracenodeRequired: { zh: '请选择客户类型', en: 'Please select a customer type' },
  tracenodeUnknown: { zh: '未知的客户类型', en: 'Unknown customer type' },
  contactPersonRequired: { zh: '请输入联系人', en: 'Please enter the contact person' },
  realnameRequired: { zh: '请输入姓名', en: 'Please enter your name' },
  tooLong: { zh: '不能超过 {max} 个字符', en: 'At most {max} characters' },
  usernameExists: { zh: '用户名已存在', en: 'The username already exists' },
  mobileExists: { zh: '手机号已存在', en: 'The phone number already exists' },
  companyNameExists: { zh: '公司名称已存在', en: 'The company name already exists' },
  emailExists: { zh: '邮箱已存在', en: 'The e-mail already exists' },
  smscodeWrong: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  avatarInvalid: { zh: '请先上传头像图片', en: 'Upload the avatar picture first' },
} satisfies Record<string, LocalizedText>;

export type AccountFieldMessageKey = keyof typeof accountFieldMessages;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof accountAnswerMessages, LocalizedText> {}
}
