import type { LoginRequest, PhoneLoginRequest, ThirdBindRequest } from '@mall/shared';

/** What the login form submits: an account (username or e-mail) sign-in, or a phone one. */
export type SignInRequest =
  { mode: 'account'; request: LoginRequest } | { mode: 'phone'; request: PhoneLoginRequest };

/**
 * A sign-in through a third-party provider: the one-time token its callback gave, or the bind step (an
 * existing account's name and password) of a first sign-in.
 */
export type ThirdSignInRequest =
  { mode: 'third'; token: string; thirdType: string } | { mode: 'thirdBind'; request: ThirdBindRequest };
