import { AppPath } from '../../lib/app-paths';
import { loginPathFor } from '../../lib/login-redirect';

/** Reachable without a session (mall.md §2): login and register, plus /user which only redirects to login. */
const PUBLIC_PATHS: readonly string[] = [AppPath.login, AppPath.register, '/user'];

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
 * The navigation guard's decision (mall.md §2 Navigation guard), pure:
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
