import { AppPath } from './app-paths';

/** Query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

/** Enough for any chain a link of the app could have made; a longer one stops at this depth. */
const MAX_REDIRECT_DEPTH = 5;

/** Whether `value` is a path inside the app that is not the login page. */
function isAppPath(value: string | null): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  return !value.startsWith(AppPath.login);
}

/**
 * The page a return path finally leads to: a path whose own query names a page to go on to
 * ("/mall/index?redirect=/mall/demandList") stands for that page, so redirect parameters never nest.
 */
function finalPage(returnTo: string): string {
  let target = returnTo;
  for (let depth = 0; depth < MAX_REDIRECT_DEPTH; depth += 1) {
    const query = target.indexOf('?');
    const inner = query < 0 ? null : new URLSearchParams(target.slice(query)).get(REDIRECT_PARAM);
    if (!isAppPath(inner)) return target;
    target = inner;
  }
  return target;
}

/** The login page, remembering `returnTo` (an app path with its query) unless it is the root or a login page. */
export function loginPathFor(returnTo: string): string {
  if (!returnTo || returnTo === AppPath.root || returnTo.startsWith(AppPath.login)) return AppPath.login;
  return `${AppPath.login}?${new URLSearchParams({ [REDIRECT_PARAM]: finalPage(returnTo) }).toString()}`;
}

/**
 * The page to go to after login, from the redirect parameter. Only paths inside the app are accepted
 * (no other origin, no protocol-relative "//host", no way back to the login page); a path that itself
 * carries a redirect parameter stands for the page that one names.
 */
export function readRedirectTarget(value: string | null): string | null {
  return isAppPath(value) ? finalPage(value) : null;
}
