import {
  API_BASE,
  type LoginAnswer,
  type ThirdBindInfo,
  type ThirdBindRequest,
  type ThirdProvider,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { encryptPassword } from '../../../lib/password-transport';

/** Where the browser goes to sign in with a provider (a navigation, not a call: it leaves the app). */
export const thirdLoginStartUrl = (source: string) =>
  `${API_BASE}/sys/thirdLogin/render/${encodeURIComponent(source)}`;

export function fetchThirdProviders(): Promise<ThirdProvider[]> {
  return http.get<ThirdProvider[]>('/sys/thirdLogin/providers');
}

// The sign-in pages report failures themselves: these calls are silent.

/** The one-time token of a finished third-party sign-in, answered like a login. */
export function thirdLoginUser(token: string, thirdType: string): Promise<LoginAnswer> {
  return http.get<LoginAnswer>(
    `/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${encodeURIComponent(thirdType)}`,
    undefined,
    { silent: true },
  );
}

export function fetchThirdBindInfo(bindTicket: string): Promise<ThirdBindInfo> {
  return http.get<ThirdBindInfo>(`/sys/thirdLogin/bindInfo/${encodeURIComponent(bindTicket)}`, undefined, {
    silent: true,
  });
}

/** Binds the provider identity to an existing account by its password (sent encrypted), and signs in. */
export async function bindThirdAccount(request: ThirdBindRequest): Promise<LoginAnswer> {
  const password = await encryptPassword(request.password);
  return http.post<LoginAnswer>('/sys/thirdLogin/bindAccount', { ...request, password }, { silent: true });
}
