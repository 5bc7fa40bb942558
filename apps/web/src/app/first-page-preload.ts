/**
 * The pages most visitors open first, by their full path (literal: this module is part of the tiny entry
 * and imports nothing the app's own chunks hold). Their layout's and page's code starts downloading
 * together with the app instead of after it has started; the router loads the same modules lazily, as it
 * does for every other page.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>[]> = {
  '/mall/user/login': () => [import('./layouts/user/UserLayout'), import('../features/auth/pages/LoginPage')],
  '/mall/mall/index': () => [
    import('./layouts/mall/MallLayout'),
    import('../features/mall/pages/MallHomePage'),
  ],
};

export const FIRST_PAGE_PATHS = Object.keys(FIRST_PAGES);

/** Starts loading the code of the page at `pathname` when it is a first page; failures surface in the router. */
export function preloadFirstPage(pathname: string): void {
  for (const loading of FIRST_PAGES[pathname]?.() ?? []) loading.catch(() => undefined);
}
