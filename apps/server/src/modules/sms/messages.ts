import { AccountErrorKey, type LocalizedText } from '@mall/shared';

/** The SMS module's answers (envelope messages). */
export const smsAnswerMessages = {
  [AccountErrorKey.smsTooSoon]: {
    zh: '验证码已发送，请 {seconds} 秒后再试',
    en: 'A code was just sent; try again in {seconds} s',
  },
  [AccountErrorKey.smsSendFailed]: {
    zh: '短信发送失败，请稍后再试',
    en: 'The SMS could not be sent, please try again later',
  },
  [AccountErrorKey.smsCodeWrong]: {
    zh: '验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
  },
  [AccountErrorKey.accountNotFound]: {
    zh: '账号不存在或未绑定手机号',
    en: 'No account with a phone number was found for this username',
  },
} satisfies Record<string, LocalizedText>;

/** Field errors of the SMS request. */
export const smsFieldMessages = {
  mobileRequired: { zh: '请输入手机号', en: 'Please enter your phone number' },
  mobileFormat: { zh: '手机号格式不正确', en: 'Your phone number format is incorrect' },
  usernameRequired: { zh: '请输入用户名', en: 'Please enter your username' },
} satisfies Record<string, LocalizedText>;

export type SmsFieldMessageKey = keyof typeof smsFieldMessages;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof smsAnswerMessages, LocalizedText> {}
}
