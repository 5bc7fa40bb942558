import type { SuperQueryCondition, SuperQueryMatchType } from '@mall/shared';
import { storage } from '../../lib/storage';

/** Saved queries live in the app's storage under this prefix, the owner and the list's save code. */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  conditions: SuperQueryCondition[];
}

/** Whose saved queries: one person in one tenant (two people on one browser see only their own). */
export interface SavedQueryOwner {
  userId: string;
  tenantId: string;
}

/** The storage key of `owner`'s saved queries of `saveCode`. */
export const savedQueryKey = (owner: SavedQueryOwner, saveCode: string) =>
  `${SAVED_QUERY_PREFIX}${owner.tenantId}_${owner.userId}_${saveCode}`;

/** `owner`'s saved queries of `saveCode`; anything unreadable counts as none. */
export function loadSavedQueries(owner: SavedQueryOwner, saveCode: string): SavedQuery[] {
  const stored = storage.get<unknown>(savedQueryKey(owner, saveCode));
  return Array.isArray(stored)
    ? stored.filter(
        (item): item is SavedQuery => typeof item?.title === 'string' && Array.isArray(item?.conditions),
      )
    : [];
}

export function storeSavedQueries(
  owner: SavedQueryOwner,
  saveCode: string,
  queries: readonly SavedQuery[],
): void {
  storage.set(savedQueryKey(owner, saveCode), queries);
}
