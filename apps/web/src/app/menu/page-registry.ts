import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * THE registry of admin pages by the server menu's `component` name. A menu entry whose component is not
 * listed here shows the "coming soon" page. Mall pages are static routes (router.tsx), not listed here.
 */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  'system/UserList': lazy(() => import('../../features/system/pages/UserListPage')),
};

export function registeredPageOf(
  component: string | undefined,
): LazyExoticComponent<ComponentType> | undefined {
  return component ? PAGES[component] : undefined;
}
