import type { FeaturePage, FeaturePages } from '../../lib/feature-pages';

/** Every feature's `pages.ts` (loaded eagerly: each map holds only lazy page components). */
const featurePageMaps = Object.values(
  import.meta.glob<FeaturePages>('../../features/*/pages.ts', { eager: true, import: 'pages' }),
);

/** Merges the features' page maps; two features claiming the same component name is a programming error. */
export function mergePages(maps: readonly FeaturePages[]): FeaturePages {
  const merged: Record<string, FeaturePage> = {};
  for (const map of maps) {
    for (const [component, page] of Object.entries(map)) {
      if (component in merged) throw new Error(`Two features register the page "${component}".`);
      merged[component] = page;
    }
  }
  return merged;
}

/**
 * The admin pages by the server menu's `component` name, collected from the features. A menu entry whose
 * component no feature registers shows the "coming soon" page. Mall pages are static routes (router.tsx).
 */
const PAGES = mergePages(featurePageMaps);

export function registeredPageOf(component: string | undefined): FeaturePage | undefined {
  return component ? PAGES[component] : undefined;
}

/** The component names of every registered admin page. */
export function registeredComponents(): string[] {
  return Object.keys(PAGES);
}
