import type { LoginRequest, PhoneLoginRequest } from '@mall/shared';

/** What the login form submits: an account (username or e-mail) sign-in, or a phone one. */
export type SignInRequest =
  { mode: 'account'; request: LoginRequest } | { mode: 'phone'; request: PhoneLoginRequest };
