import { SsoErrorKey, type LocalizedText } from '@mall/shared';

/** The single sign-on module's own answers. */
export const ssoMessages = {
  [SsoErrorKey.providerUnknown]: {
    zh: '未配置该登录方式',
    en: 'This sign-in method is not configured',
  },
  [SsoErrorKey.stateInvalid]: {
    zh: '第三方登录已过期或不是从本浏览器发起的，请重新登录',
    en: 'The third-party sign-in has expired or was not started in this browser: please sign in again',
  },
  [SsoErrorKey.providerRefused]: {
    zh: '第三方登录未通过校验，请重新登录',
    en: 'The third-party sign-in could not be verified: please sign in again',
  },
  [SsoErrorKey.tokenInvalid]: {
    zh: '登录凭证无效或已使用，请重新登录',
    en: 'The sign-in token is invalid or was already used: please sign in again',
  },
  [SsoErrorKey.bindTicketInvalid]: {
    zh: '绑定已过期，请重新进行第三方登录',
    en: 'The binding has expired: please sign in with the provider again',
  },
  [SsoErrorKey.alreadyBound]: {
    zh: '该账号或第三方账号已绑定',
    en: 'This account or the third-party account is already bound',
  },
  [SsoErrorKey.bindingNotFound]: { zh: '未找到该绑定', en: 'The binding was not found' },
  [SsoErrorKey.casServiceNotAllowed]: {
    zh: '该服务地址不允许单点登录',
    en: 'Single sign-on is not allowed for this service address',
  },
  [SsoErrorKey.casTicketUsed]: { zh: '票据已使用', en: 'The ticket was already used' },
  [SsoErrorKey.casTicketInvalid]: { zh: '票据无效', en: 'The ticket is not valid' },
  [SsoErrorKey.casUnavailable]: {
    zh: '单点登录服务器暂时无法访问',
    en: 'The single sign-on server cannot be reached',
  },
} satisfies Record<`sso.${string}`, LocalizedText>;

declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof ssoMessages, LocalizedText> {}
}
