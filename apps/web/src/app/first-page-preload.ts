import { PERMISSIONS_REQUEST } from '../features/auth/api/permissions-request';
import { MALL_HOME_REQUEST } from '../features/mall/api/mall-home-request';
import { storedLanguage } from '../lib/language';
import { startEarlyRequest } from '../lib/early-requests';
import { showMallHomeFirstView } from './layouts/mall/mall-first-view';

/** The longest the app's code waits for a page's first view before it starts downloading anyway. */
export const FIRST_VIEW_WAIT_MS = 1500;

interface FirstPage {
  /**
   * Draws the page's first view without the app, from an early answer. The app's code downloads after
   * it, so that on a slow network the first view's images do not share the line with it.
   */
  firstView?: () => Promise<void> | undefined;
  /** The page's layout and page modules, fetched together with the app's code. */
  code: () => Promise<unknown>[];
}

/**
 * The pages most visitors open first, by their full path (literal: this module is part of the tiny entry
 * and imports nothing the app's own chunks hold). Their layout's and page's code starts downloading
 * together with the app instead of after it has started, and so do the answers they will ask for; the
 * router loads the same modules lazily, as it does for every other page.
 */
const FIRST_PAGES: Record<string, FirstPage> = {
  '/mall/user/login': {
    code: () => [import('./layouts/user/UserLayout'), import('../features/auth/pages/LoginPage')],
  },
  '/mall/mall/index': {
    firstView: () => {
      const home = startEarlyRequest(MALL_HOME_REQUEST);
      return home && showMallHomeFirstView(home, storedLanguage());
    },
    code: () => [import('./layouts/mall/MallLayout'), import('../features/mall/pages/MallHomePage')],
  },
};

export const FIRST_PAGE_PATHS = Object.keys(FIRST_PAGES);

/** The session's permissions, which the router loads before any signed-in page (not the login pages). */
const SIGNED_OUT_PAGES = /^\/mall\/user\//;
/**
 * The paths the admin layout serves (a menu entry's page): all but the mall's, the sign-in and the
 * exception pages.
 */
const ADMIN_PAGES = /^\/mall\/(?!(mall|user)\/|(40[34]|500)\/?$)[^/]+/;

/**
 * A signed-in admin page: the module that picks the menu entry's page (with the registry of pages), the
 * admin layout and the page that holds menu entries' pages start downloading with the app. Once the permissions answer, the page's own code is asked
 * for at once, beside the layout's, instead of queueing behind it.
 */
function preloadAdminPage(): void {
  import('./guard/menu-page-preload').catch(() => undefined);
  import('./layouts/admin/AdminLayout').catch(() => undefined);
  import('./pages/MenuPage').catch(() => undefined);
}

/**
 * Starts the answers a signed-in page waits for and, for a first page, its first view and then its code.
 * Resolves when the app's code may start downloading: at once, or once the page's first view is painted
 * (at most FIRST_VIEW_WAIT_MS later). Failures surface where the app makes the same requests.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const permissions = SIGNED_OUT_PAGES.test(pathname) ? undefined : startEarlyRequest(PERMISSIONS_REQUEST);
  if (permissions && ADMIN_PAGES.test(pathname)) preloadAdminPage();
  const page = FIRST_PAGES[pathname];
  if (!page) return;
  const firstView = page.firstView?.();
  if (firstView)
    await Promise.race([
      firstView.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS)),
    ]);
  for (const loading of page.code()) loading.catch(() => undefined);
}
