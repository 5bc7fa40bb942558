import type { MenuDataItem } from '@ant-design/pro-components';
import type { MenuItem } from '@mall/shared';
import type { ReactNode } from 'react';
import { externalUrlOf, isGroup, isRouteEntry, visibleChildrenOf } from './menu-entry';

/** A side-menu entry for ProLayout; `externalUrl` marks links that open in a new tab. */
export interface LayoutMenuItem extends MenuDataItem {
  path: string;
  name: string;
  externalUrl?: string;
  children?: LayoutMenuItem[];
}

/**
 * The server menu tree as ProLayout menu data (admin-shell.md §2 Main layout): route "0" and hidden entries
 * are skipped, groups become submenus (and disappear when no child is visible), always-show entries are
 * leaves, external links carry their URL.
 */
export function toLayoutMenu(
  menu: readonly MenuItem[],
  iconOf: (name?: string) => ReactNode = () => undefined,
): LayoutMenuItem[] {
  return menu.flatMap((item): LayoutMenuItem[] => {
    if (!isRouteEntry(item) || item.hidden) return [];
    const base: LayoutMenuItem = {
      path: item.path,
      key: item.path,
      name: item.meta.title,
      icon: iconOf(item.meta.icon),
    };
    if (isGroup(item)) {
      const children = toLayoutMenu(visibleChildrenOf(item), iconOf);
      return children.length > 0 ? [{ ...base, children }] : [];
    }
    const externalUrl = externalUrlOf(item);
    return [externalUrl ? { ...base, externalUrl, target: '_blank' } : base];
  });
}
