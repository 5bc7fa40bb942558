import {
  SmsMode,
  type LoginAnswer,
  type LoginRequest,
  type LoginResult,
  type LoginSettings,
  type PermissionResult,
  type PhoneLoginRequest,
  type SmsResult,
  type TwoFactorLoginRequest,
} from '@mall/shared';
import { http, type RequestOptions } from '../../../lib/http';
import { encryptPassword } from '../../../lib/password-transport';
import { PERMISSIONS_REQUEST } from './permissions-request';

// The login form reports sign-in failures itself (notification titled "login failed"): these calls are silent.

export async function login(request: LoginRequest): Promise<LoginAnswer> {
  const password = await encryptPassword(request.password);
  return http.post<LoginAnswer>('/sys/login', { ...request, password }, { silent: true });
}

/** Phone sign-in by password (sent encrypted) or by the SMS code. */
export async function phoneLogin(request: PhoneLoginRequest): Promise<LoginAnswer> {
  const password = request.password === undefined ? undefined : await encryptPassword(request.password);
  return http.post<LoginAnswer>('/sys/phoneLogin', { ...request, password }, { silent: true });
}

export function completeTwoFactorLogin(request: TwoFactorLoginRequest): Promise<LoginResult> {
  return http.post<LoginResult>('/sys/login/twoFactor', request, { silent: true });
}

/** Sends a sign-in code to `mobile` (failures are reported by the client's notification). */
export function sendLoginSmsCode(mobile: string): Promise<SmsResult> {
  return http.post<SmsResult>('/sys/sms', { mobile, smsmode: SmsMode.login });
}

export function fetchLoginSettings(): Promise<LoginSettings> {
  return http.get<LoginSettings>('/sys/loginSettings');
}

/** The captcha image (data URL) for `checkKey`; its code is good for one attempt. */
export function fetchCaptchaImage(checkKey: string): Promise<string> {
  return http.get<string>(`/sys/randomImage/${checkKey}`);
}

export function logout(options?: RequestOptions): Promise<unknown> {
  return http.post('/sys/logout', {}, options);
}

export function fetchUserPermissions(options?: RequestOptions): Promise<PermissionResult> {
  return http.post<PermissionResult>(PERMISSIONS_REQUEST.path, PERMISSIONS_REQUEST.body, options);
}
