import { AppPath } from './app-paths';

/** Query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

/** The login page, remembering `returnTo` (an app path with its query) unless it is the root or a login page. */
export function loginPathFor(returnTo: string): string {
  if (!returnTo || returnTo === AppPath.root || returnTo.startsWith(AppPath.login)) return AppPath.login;
  return `${AppPath.login}?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo }).toString()}`;
}

/**
 * The page to go to after login, from the redirect parameter. Only paths inside the app are accepted
 * (no other origin, no protocol-relative "//host", no way back to the login page).
 */
export function readRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(AppPath.login)) return null;
  return value;
}
