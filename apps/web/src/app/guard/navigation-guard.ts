import type { QueryClient } from '@tanstack/react-query';
import { redirect, type MiddlewareFunction } from 'react-router';
import { logout } from '../../features/auth/api/auth-api';
import { loadPermissions } from '../../features/auth/load-permissions';
import { mainIndexPathOf, useSessionStore } from '../../lib/session-store';
import { ROUTER_BASENAME } from '../../lib/app-paths';
import { decideAfterPermissionsLoaded, decideNavigation, permissionFailureTarget } from './decide-navigation';

/** The app path of a request URL (without the router basename). */
export function appPathOf(url: URL): string {
  const { pathname } = url;
  if (pathname === ROUTER_BASENAME) return '/';
  return pathname.startsWith(`${ROUTER_BASENAME}/`) ? pathname.slice(ROUTER_BASENAME.length) : pathname;
}

function currentDecision(pathname: string, search: string) {
  const session = useSessionStore.getState();
  return decideNavigation({
    pathname,
    search,
    hasToken: Boolean(session.token),
    permissionsLoaded: session.permissions !== null,
    mainIndexPath: mainIndexPathOf(session.mainIndexPage),
  });
}

/** Logs out without asking: tells the server (best effort) and clears the local session. */
function endSession(): void {
  logout({ silent: true }).catch(() => undefined);
  useSessionStore.getState().signOut();
}

/**
 * Root middleware: runs before every navigation renders. When the session has no permissions yet it loads
 * the menu (the routes are built from it), then goes to the redirect parameter or the requested page. If loading fails the user is logged out and sent to the mall home
 * with a redirect parameter.
 */
export function createNavigationGuard(queryClient: QueryClient): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const pathname = appPathOf(url);
    let decision = currentDecision(pathname, url.search);
    if (decision.kind === 'loadPermissions') {
      try {
        await loadPermissions(queryClient);
      } catch {
        endSession();
        throw redirect(permissionFailureTarget(pathname, url.search));
      }
      decision = currentDecision(pathname, url.search);
      if (decision.kind === 'allow') {
        decision = decideAfterPermissionsLoaded({ pathname, search: url.search });
      }
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
  };
}
