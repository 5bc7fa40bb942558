import type { MenuItem } from '@mall/shared';
import { externalUrlOf, isGroup, isRouteEntry, routeChildrenOf, visibleChildrenOf } from './menu-entry';

/** Mall pages live under this prefix; everything else in the menu belongs to the admin area. */
const MALL_PATH_PREFIX = '/mall/';

/** Whether a path is a page of the mall (shown in the mall's layout, not in the admin workspace). */
export function isMallPath(path: string): boolean {
  return path.startsWith(MALL_PATH_PREFIX);
}

/** The route entry for a path, hidden entries included (they are routable, just not listed). */
export function findMenuEntry(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  for (const item of menu) {
    if (!isRouteEntry(item)) continue;
    if (item.path === pathname) return item;
    const found = findMenuEntry(routeChildrenOf(item), pathname);
    if (found) return found;
  }
  return undefined;
}

/** The first route entry (hidden ones included) that shows the page registered as `component`. */
export function findMenuEntryByComponent(menu: readonly MenuItem[], component: string): MenuItem | undefined {
  for (const item of menu) {
    if (!isRouteEntry(item)) continue;
    if (item.component === component && !isGroup(item)) return item;
    const found = findMenuEntryByComponent(routeChildrenOf(item), component);
    if (found) return found;
  }
  return undefined;
}

/** The first visible, routable leaf (depth first) that matches `accept`. */
function firstLeaf(menu: readonly MenuItem[], accept: (item: MenuItem) => boolean): MenuItem | undefined {
  for (const item of menu) {
    if (!isRouteEntry(item) || item.hidden) continue;
    if (isGroup(item)) {
      const found = firstLeaf(visibleChildrenOf(item), accept);
      if (found) return found;
    } else if (accept(item)) {
      return item;
    }
  }
  return undefined;
}

export type MenuTarget =
  { kind: 'page'; entry: MenuItem } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * What the admin area shows for a path: the entry's page, a redirect (a group goes to its redirect or its
 * first visible child), or not found when the path is not in the user's menu.
 */
export function resolveMenuTarget(menu: readonly MenuItem[], pathname: string): MenuTarget {
  const entry = findMenuEntry(menu, pathname);
  if (!entry) return { kind: 'notFound' };
  if (!isGroup(entry)) return { kind: 'page', entry };
  const to =
    entry.redirect && entry.redirect !== pathname
      ? entry.redirect
      : firstLeaf(visibleChildrenOf(entry), () => true)?.path;
  return to ? { kind: 'redirect', to } : { kind: 'notFound' };
}

/** The path of the first admin (non-mall, internal) page in the menu, or null when the user has none. */
export function findAdminEntryPath(menu: readonly MenuItem[]): string | null {
  const entry = firstLeaf(menu, (item) => !isMallPath(item.path) && !externalUrlOf(item));
  return entry?.path ?? null;
}
