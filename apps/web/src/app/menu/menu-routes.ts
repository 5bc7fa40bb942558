import type { MenuItem } from '@mall/shared';
import { isRouteEntry, ROUTE_VIEW_COMPONENT } from './menu-entry';
import { evaluateUrlExpressions, type UrlExpressionValues } from './url-expression';

/**
 * The routes of the server menu tree, in the menu's own shape (path, name, component, redirect, hidden,
 * alwaysShow, meta with title, icon, url, permissionList, keepAlive, internalOrExternal, componentName):
 *  - entries whose route flag is "0" are skipped, with their children;
 *  - an always-show entry redirects to its own path;
 *  - `{{ name }}` placeholders in meta.url are evaluated against known values; a URL with any other
 *    expression is dropped (the entry stays, without a URL);
 *  - a group with no visible child is hidden.
 */
export function buildMenuRoutes(menu: readonly MenuItem[], values: UrlExpressionValues): MenuItem[] {
  return menu.filter(isRouteEntry).map((item) => buildRoute(item, values));
}

function buildRoute(item: MenuItem, values: UrlExpressionValues): MenuItem {
  const children = item.children ? buildMenuRoutes(item.children, values) : undefined;
  const { url, ...meta } = item.meta;
  const evaluated = url ? evaluateUrlExpressions(url, values) : undefined;
  const isGroup = item.component === ROUTE_VIEW_COMPONENT || (children?.length ?? 0) > 0;
  const noVisibleChild = isGroup && !item.alwaysShow && !(children ?? []).some((child) => !child.hidden);
  return {
    ...item,
    ...(item.alwaysShow ? { redirect: item.path } : {}),
    hidden: Boolean(item.hidden) || noVisibleChild,
    meta: {
      ...meta,
      permissionList: meta.permissionList ?? [],
      ...(evaluated?.ok ? { url: evaluated.url } : {}),
    },
    ...(children ? { children } : {}),
  };
}

let cache: { menu: readonly MenuItem[]; key: string; routes: MenuItem[] } | null = null;

/** buildMenuRoutes, remembered for the last menu and values (the menu changes once per session). */
export function menuRoutesOf(menu: readonly MenuItem[], values: UrlExpressionValues): MenuItem[] {
  const key = JSON.stringify(values);
  if (cache?.menu !== menu || cache.key !== key) cache = { menu, key, routes: buildMenuRoutes(menu, values) };
  return cache.routes;
}
