import { redirect, type MiddlewareFunction } from 'react-router';
import { AppPath } from '../../lib/app-paths';
import { http } from '../../lib/http';
import { resolveMenuTarget } from '../menu/menu-lookup';
import { sessionMenuRoutes } from '../menu/session-menu';
import { appPathOf } from './navigation-guard';

/** Whether a menu page has `path`, given to the user or not (the server knows every user's menu). */
function isMenuPage(path: string): Promise<boolean> {
  return http.get<boolean>('/sys/permission/menuPathExists', { path }, { silent: true }).catch(() => false);
}

/**
 * Middleware of the admin catch-all route (runs after the navigation guard has loaded the menu): a path
 * that is not in the user's menu goes to /403 when it is someone else's page, else to /404; a menu group
 * goes to its first page.
 */
export const menuRouteGuard: MiddlewareFunction = async ({ request }) => {
  const path = appPathOf(new URL(request.url));
  const target = resolveMenuTarget(sessionMenuRoutes(), path);
  if (target.kind === 'notFound')
    throw redirect((await isMenuPage(path)) ? AppPath.forbidden : AppPath.notFound);
  if (target.kind === 'redirect') throw redirect(target.to);
};
