import type { SuperQueryCondition, SuperQueryMatchType } from '@mall/shared';

/** Saved queries live in localStorage under this prefix plus the list's save code (or its route path). */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  conditions: SuperQueryCondition[];
}

const keyOf = (saveCode: string) => `${SAVED_QUERY_PREFIX}${saveCode}`;

/** The saved queries of `saveCode`; anything unreadable counts as none. */
export function loadSavedQueries(saveCode: string): SavedQuery[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(saveCode)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is SavedQuery => typeof item?.title === 'string' && Array.isArray(item?.conditions),
        )
      : [];
  } catch {
    return [];
  }
}

export function storeSavedQueries(saveCode: string, queries: readonly SavedQuery[]): void {
  localStorage.setItem(keyOf(saveCode), JSON.stringify(queries));
}
