import { redirect, type MiddlewareFunction } from 'react-router';
import { AppPath } from '../../lib/app-paths';
import { resolveMenuTarget } from '../menu/menu-lookup';
import { sessionMenuRoutes } from '../menu/session-menu';
import { appPathOf } from './navigation-guard';

/**
 * Middleware of the admin catch-all route (runs after the navigation guard has loaded the menu):
 * a path that is not in the user's menu goes to /404, a menu group to its first page.
 */
export const menuRouteGuard: MiddlewareFunction = ({ request }) => {
  const target = resolveMenuTarget(sessionMenuRoutes(), appPathOf(new URL(request.url)));
  if (target.kind === 'notFound') throw redirect(AppPath.notFound);
  if (target.kind === 'redirect') throw redirect(target.to);
};
