import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page module: the page component, and optionally the first answers it will ask for, which the router
 * starts as soon as the module has arrived instead of after the page's first render.
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/** A lazily loaded page whose module can be fetched before the page renders. */
export type FeaturePage = LazyExoticComponent<ComponentType> & {
  /** Fetches the page's module (once) and starts its first answers. */
  preload(queryClient: QueryClient): Promise<unknown>;
};

/**
 * A lazy page component that the router can start loading early: `preload` downloads the module the
 * component renders (the same promise, so nothing loads twice) and runs the module's `prefetch`.
 */
export function lazyPage(load: () => Promise<PageModule>): FeaturePage {
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () => (loading ??= load());
  const retryable = () =>
    loadOnce().catch((error: unknown) => {
      // A failed download (a new deployment, a dropped connection) is tried again on the next visit.
      loading = undefined;
      throw error;
    });
  return Object.assign(lazy(retryable), {
    preload: async (queryClient: QueryClient) => (await retryable()).prefetch?.(queryClient),
  });
}

/**
 * The admin pages one feature provides, by the server menu's `component` name (e.g. 'system/UserList').
 * Each feature exports its map as `pages` from its `pages.ts`; the app collects every feature's map.
 */
export type FeaturePages = Readonly<Record<string, FeaturePage>>;
