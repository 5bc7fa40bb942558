import { ErrorKey, type LocalizedText } from '@mall/shared';

/** The sign-in module's own answers. `{name}` marks a parameter. */
export const authMessages = {
  [ErrorKey.loginFailed]: { zh: '登录失败', en: 'Login failed' },
  [ErrorKey.badCredentials]: { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  [ErrorKey.userFrozen]: { zh: '该用户已冻结', en: 'The user has been frozen' },
  [ErrorKey.userDeleted]: { zh: '该用户已删除', en: 'The user has been deleted' },
  [ErrorKey.userDeactivated]: { zh: '该用户已注销', en: 'The user has been deactivated' },
  [ErrorKey.userUnderReview]: { zh: '该用户正在审核中', en: 'The user is currently under review' },
  [ErrorKey.userRejected]: {
    zh: '该用户的注册申请未通过审核：{reason}',
    en: 'The registration was not approved: {reason}',
  },
  [ErrorKey.outsideValidity]: { zh: '账号不在有效期内', en: 'The account is not within its validity period' },
  [ErrorKey.accountLocked]: {
    zh: '密码连续错误次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed attempts: try again in {minutes} min',
  },
  'login.failureNoticeTitle': { zh: '账号登录失败提醒', en: 'Failed sign-ins to your account' },
  'login.failureNoticeContent': {
    zh: '您的账号从地址 {address} 连续 {count} 次登录失败，该地址的登录已暂停 {minutes} 分钟，再失败暂停更久；您在其他地方的登录不受影响。如果不是您本人，请修改密码并开启两步验证。',
    en: 'Your account had {count} failed sign-ins in a row from the address {address}: sign-ins from there are paused for {minutes} min, and longer after each further failure; your own sign-ins from elsewhere are not affected. If this was not you, change your password and turn on two-step verification.',
  },
  [ErrorKey.captchaEmpty]: { zh: '验证码不能为空', en: 'The verification code cannot be empty' },
  [ErrorKey.captchaWrong]: { zh: '验证码错误', en: 'The verification code is wrong' },
  [ErrorKey.passwordNotDecrypted]: {
    zh: '密码无法解密，请刷新页面后重试',
    en: 'The password could not be decrypted, please reload the page and try again',
  },
  [ErrorKey.passwordNotEncrypted]: {
    zh: '密码须加密传输，不接受明文密码',
    en: 'Passwords must be sent encrypted; a password in clear text is not accepted',
  },
  [ErrorKey.twoFactorCodeFormat]: { zh: '请输入 6 位动态码!', en: 'Enter the 6-digit code' },
  [ErrorKey.twoFactorCodeWrong]: { zh: '动态码错误', en: 'The code is wrong' },
  [ErrorKey.ssoNoAccount]: {
    zh: '没有与该单点登录用户对应的账号',
    en: 'No account belongs to this single sign-on user',
  },
  [ErrorKey.twoFactorExpired]: {
    zh: '验证已过期，请重新登录',
    en: 'The verification has expired, please log in again',
  },
} satisfies Record<`login.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof authMessages, LocalizedText> {}
}
