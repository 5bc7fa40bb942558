import type { MenuItem } from '@mall/shared';

/** Component name of a menu group that only holds children (no page of its own). */
export const ROUTE_VIEW_COMPONENT = 'layouts/RouteView';
const HTTP_URL = /^https?:\/\//i;

/** Entries whose route flag is "0" are not routes and are skipped everywhere. */
export function isRouteEntry(item: MenuItem): boolean {
  return item.route !== '0';
}

/**
 * The address of an entry that opens in a new window instead of routing: an external link, or an iframe
 * page (an internal entry whose URL is another site's; the app's content security policy lets no other
 * site into a frame, so it gets a window of its own).
 */
export function externalUrlOf(item: MenuItem): string | undefined {
  if (HTTP_URL.test(item.path)) return item.path;
  if (item.meta.url && HTTP_URL.test(item.meta.url)) return item.meta.url;
  return undefined;
}

/** The entry's children that are routes (hidden ones included: they are routable, just not listed). */
export function routeChildrenOf(item: MenuItem): MenuItem[] {
  return (item.children ?? []).filter(isRouteEntry);
}

/** The children shown in a menu: routes that are not hidden. */
export function visibleChildrenOf(item: MenuItem): MenuItem[] {
  return routeChildrenOf(item).filter((child) => !child.hidden);
}

/** A group (submenu): has children and is not flagged always-show, which makes an entry act as a leaf. */
export function isGroup(item: MenuItem): boolean {
  return !item.alwaysShow && (routeChildrenOf(item).length > 0 || item.component === ROUTE_VIEW_COMPONENT);
}
