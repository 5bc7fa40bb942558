import type { MenuDataItem } from '@ant-design/pro-components';
import type { MenuItem } from '@mall/shared';
import type { ReactNode } from 'react';
import { externalUrlOf, isGroup, isRouteEntry, routeChildrenOf } from './menu-entry';

/** A side-menu entry for ProLayout; `externalUrl` marks links that open in a new tab. */
export interface LayoutMenuItem extends MenuDataItem {
  path: string;
  name: string;
  externalUrl?: string;
  children?: LayoutMenuItem[];
}

/**
 * The server menu tree as ProLayout menu data: route "0" entries are skipped, groups become submenus,
 * always-show entries are leaves, external links carry their URL. Hidden entries (and groups with no
 * visible child) stay in the data with `hideInMenu`: the menu does not list them, but the page title and
 * the breadcrumb of their pages still name them.
 */
export function toLayoutMenu(
  menu: readonly MenuItem[],
  iconOf: (name?: string) => ReactNode = () => undefined,
): LayoutMenuItem[] {
  return menu.flatMap((item): LayoutMenuItem[] => {
    if (!isRouteEntry(item)) return [];
    const base: LayoutMenuItem = {
      path: item.path,
      key: item.path,
      name: item.meta.title,
      icon: iconOf(item.meta.icon),
      ...(item.hidden ? { hideInMenu: true } : {}),
    };
    if (isGroup(item)) {
      const children = toLayoutMenu(routeChildrenOf(item), iconOf);
      if (children.length === 0) return [];
      const shown = !item.hidden && children.some((child) => !child.hideInMenu);
      return [{ ...base, ...(shown ? {} : { hideInMenu: true }), children }];
    }
    const externalUrl = externalUrlOf(item);
    return [externalUrl ? { ...base, externalUrl, target: '_blank' } : base];
  });
}

/** The leaves the menu lists (visible pages and external links, no groups), depth first. */
export function layoutMenuLeaves(menu: readonly LayoutMenuItem[]): LayoutMenuItem[] {
  return menu.flatMap((item) =>
    item.hideInMenu ? [] : item.children ? layoutMenuLeaves(item.children) : [item],
  );
}

/**
 * The side menu's open submenus after the user opened or closed one: in inline mode only one top-level
 * submenu stays open (opening another closes the first; nested submenus are left as they are).
 */
export function nextOpenKeys(
  previous: readonly string[],
  next: readonly string[],
  topLevelKeys: readonly string[],
): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened || !topLevelKeys.includes(opened)) return [...next];
  return next.filter((key) => key === opened || !topLevelKeys.includes(key));
}
