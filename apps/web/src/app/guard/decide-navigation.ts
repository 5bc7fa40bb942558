import { AppPath } from '../../lib/app-paths';
import { loginPathFor, readRedirectTarget, REDIRECT_PARAM } from '../../lib/login-redirect';

/**
 * Reachable without a session: login, register and its result, a rejected registration's resubmission, the forgotten-password flow, the return of a third-party sign-in, /user which only redirects to login, and the legal
 * pages (conditions of use, privacy statement), which must be readable before signing up.
 */
const PUBLIC_PATHS: readonly string[] = [
  AppPath.login,
  AppPath.register,
  AppPath.registerResult,
  AppPath.resubmit,
  AppPath.alteration,
  AppPath.thirdLogin,
  '/user',
  AppPath.terms,
  AppPath.privacy,
];

export interface NavigationState {
  /** Path inside the app (without the router basename). */
  pathname: string;
  /** Query string including "?", or "". */
  search: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
  mainIndexPath: string;
}

export type NavigationDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'loadPermissions' };

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The navigation guard's decision, pure:
 *  - no token: only public pages; anything else goes to the login page with a redirect back;
 *  - token on the login page: go to the main index page;
 *  - token without permissions: load them first;
 *  - otherwise the page may render.
 */
export function decideNavigation(state: NavigationState): NavigationDecision {
  const pathname = normalisePath(state.pathname);
  if (!state.hasToken) {
    return PUBLIC_PATHS.includes(pathname)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: loginPathFor(`${pathname}${state.search}`) };
  }
  if (pathname === AppPath.login) return { kind: 'redirect', to: state.mainIndexPath };
  if (!state.permissionsLoaded) return { kind: 'loadPermissions' };
  return { kind: 'allow' };
}

export interface LoadedNavigationState {
  /** Path inside the app (without the router basename). */
  pathname: string;
  /** Query string including "?", or "". */
  search: string;
}

/**
 * Where a navigation goes right after the menu was loaded: to the redirect query parameter, when it names
 * a page inside the app, else to the requested page (/404 loaded directly too: it is what was asked for).
 */
export function decideAfterPermissionsLoaded(state: LoadedNavigationState): NavigationDecision {
  const pathname = normalisePath(state.pathname);
  const target = readRedirectTarget(new URLSearchParams(state.search).get(REDIRECT_PARAM));
  if (target && target !== `${pathname}${state.search}`) return { kind: 'redirect', to: target };
  return { kind: 'allow' };
}
