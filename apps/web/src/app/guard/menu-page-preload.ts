import type { QueryClient } from '@tanstack/react-query';
import { resolveMenuTarget } from '../menu/menu-lookup';
import { registeredPageOf } from '../menu/page-registry';
import { sessionMenuRoutes } from '../menu/session-menu';

/**
 * Starts downloading the page of the menu entry at `pathname`, and its first answers once it has arrived.
 * A failure is the page's to show when it renders (its own download or query fails the same way).
 */
export function preloadMenuPage(queryClient: QueryClient, pathname: string): void {
  const target = resolveMenuTarget(sessionMenuRoutes(), pathname);
  if (target.kind !== 'page') return;
  registeredPageOf(target.entry.component)
    ?.preload(queryClient)
    .catch(() => undefined);
}
