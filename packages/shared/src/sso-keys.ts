// Free of zod: the sign-in pages read these, and must not load the schema library for them.

/** Refusals of single sign-on (CAS) and third-party sign-in (OpenID Connect). */
export const SsoErrorKey = {
  /** No provider of that name is configured (or CAS is not). */
  providerUnknown: 'sso.providerUnknown',
  /** The callback's state is unknown, expired, used, or not the one this browser started with. */
  stateInvalid: 'sso.stateInvalid',
  /** The provider refused, or its answer did not check out (ID token, nonce, PKCE). */
  providerRefused: 'sso.providerRefused',
  /** A one-time sign-in token that is unknown, expired, used, or of another provider. */
  tokenInvalid: 'sso.tokenInvalid',
  /** A bind ticket that is unknown, expired or used. */
  bindTicketInvalid: 'sso.bindTicketInvalid',
  /** The account already has another identity of this provider bound. */
  alreadyBound: 'sso.alreadyBound',
  bindingNotFound: 'sso.bindingNotFound',
  /** The CAS service URL is not one this deployment's tickets may be issued for. */
  casServiceNotAllowed: 'sso.casServiceNotAllowed',
  /** The CAS ticket was used here before. */
  casTicketUsed: 'sso.casTicketUsed',
  /** The CAS server did not accept the ticket. */
  casTicketInvalid: 'sso.casTicketInvalid',
  /** The CAS server could not be reached or gave no readable answer. */
  casUnavailable: 'sso.casUnavailable',
} as const;
export type SsoErrorKeyValue = (typeof SsoErrorKey)[keyof typeof SsoErrorKey];

/** The sign-in page a third-party sign-in returns to; its query names what happened. */
export const THIRD_LOGIN_PAGE_PATH = '/user/third-login';

/** The query of THIRD_LOGIN_PAGE_PATH: exactly one of token, bindTicket and error, with thirdType. */
export interface ThirdLoginLanding {
  thirdType?: string;
  /** Redeem at GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}. */
  token?: string;
  /** No account is bound yet: bind one (its password) or register. */
  bindTicket?: string;
  /** An SsoErrorKey. */
  error?: string;
}
