import type { QueryClient } from '@tanstack/react-query';
import { ErrorKey, HttpCode } from '@mall/shared';
import { redirect, type MiddlewareFunction } from 'react-router';
import { logout } from '../../features/auth/api/auth-api';
import { loadPermissions } from '../../features/auth/load-permissions';
import { isHttpError } from '../../lib/http-error';
import { loginPathFor } from '../../lib/login-redirect';
import { mainIndexPathOf, useSessionStore } from '../../lib/session-store';
import { ROUTER_BASENAME } from '../../lib/app-paths';
import { decideAfterPermissionsLoaded, decideNavigation } from './decide-navigation';

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

/**
 * Ends the session after the permissions could not be had: a 401 (the server no longer knows the token,
 * so there is nothing to revoke) only clears it here; an empty menu (the user cannot work) also logs out.
 * Answers false for any other failure, which leaves the session as it is.
 */
function endSessionAfter(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.i18nKey === ErrorKey.noMenu) logout({ silent: true }).catch(() => undefined);
  else if (error.code !== HttpCode.unauthorized) return false;
  useSessionStore.getState().signOut();
  return true;
}

/**
 * Root middleware: runs before every navigation renders. When the session has no permissions yet it loads
 * the menu (the routes are built from it), then goes to the redirect parameter or the requested page
 * (/404 too, when asked for). If the server refuses the session (401) or gives no menu, the user
 * goes to the login page, which returns to the requested page; any other failure (a connection lost
 * after the retries) keeps the session and shows the error page, from which the user reloads.
 */
export function createNavigationGuard(queryClient: QueryClient): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const pathname = appPathOf(url);
    let decision = currentDecision(pathname, url.search);
    if (decision.kind === 'loadPermissions') {
      try {
        await loadPermissions(queryClient);
      } catch (error) {
        if (endSessionAfter(error)) throw redirect(loginPathFor(`${pathname}${url.search}`));
        throw error;
      }
      decision = currentDecision(pathname, url.search);
      if (decision.kind === 'allow') {
        decision = decideAfterPermissionsLoaded({ pathname, search: url.search });
      }
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
  };
}
