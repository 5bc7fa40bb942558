import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The admin pages one feature provides, by the server menu's `component` name (e.g. 'system/UserList').
 * Each feature exports its map as `pages` from its `pages.ts`; the app collects every feature's map.
 */
export type FeaturePages = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;
