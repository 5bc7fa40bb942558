import type { MenuItem } from '@mall/shared';
import { useSessionStore } from '../../../lib/session-store';

/** The component name of the product edit page in the server menu. */
export const PRODUCT_EDIT_COMPONENT = 'catalogue/ProductEdit';
export const PRODUCT_LIST_COMPONENT = 'catalogue/ProductList';

/** The path of the menu entry that shows `component` (hidden entries included), or null. */
export function pathOfComponent(menu: readonly MenuItem[], component: string): string | null {
  for (const item of menu) {
    if (item.component === component && item.route !== '0') return item.path;
    const found = pathOfComponent(item.children ?? [], component);
    if (found) return found;
  }
  return null;
}

/** Where the menu puts a catalogue page for this user (null when the user has no such page). */
export function useComponentPath(component: string): string | null {
  return useSessionStore((state) => pathOfComponent(state.permissions?.menu ?? [], component));
}
