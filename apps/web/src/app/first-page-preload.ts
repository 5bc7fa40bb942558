import { PERMISSIONS_REQUEST } from '../features/auth/api/permissions-request';
import { MALL_HOME_REQUEST } from '../features/mall/api/mall-home-request';
import { preloadFirstViewImages } from '../features/mall/first-view';
import { startEarlyRequest } from '../lib/early-requests';

/**
 * The pages most visitors open first, by their full path (literal: this module is part of the tiny entry
 * and imports nothing the app's own chunks hold). Their layout's and page's code starts downloading
 * together with the app instead of after it has started, and so do the answers they will ask for; the
 * router loads the same modules lazily, as it does for every other page.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>[]> = {
  '/mall/user/login': () => [import('./layouts/user/UserLayout'), import('../features/auth/pages/LoginPage')],
  '/mall/mall/index': () => {
    const home = startEarlyRequest(MALL_HOME_REQUEST);
    return [
      import('./layouts/mall/MallLayout'),
      import('../features/mall/pages/MallHomePage'),
      ...(home ? [preloadFirstViewImages(home)] : []),
    ];
  },
};

export const FIRST_PAGE_PATHS = Object.keys(FIRST_PAGES);

/** The session's permissions, which the router loads before any signed-in page (not the login pages). */
const SIGNED_OUT_PAGES = /^\/mall\/user\//;

/**
 * Starts loading the code of the page at `pathname` when it is a first page, and the answers a signed-in
 * page waits for; failures surface where the app makes the same requests.
 */
export function preloadFirstPage(pathname: string): void {
  if (!SIGNED_OUT_PAGES.test(pathname)) startEarlyRequest(PERMISSIONS_REQUEST);
  for (const loading of FIRST_PAGES[pathname]?.() ?? []) loading.catch(() => undefined);
}
