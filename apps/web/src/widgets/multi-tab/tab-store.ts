import { create } from 'zustand';
import { storage } from '../../lib/storage';

/** Storage key (under the app's storage namespace) of the open tabs, so they survive a reload. */
export const TABS_KEY = 'MULTI_TAB_PAGES';

interface StoredTabs {
  /** The user the tabs belong to: another user signing in on this browser starts afresh. */
  owner: string;
  paths: string[];
}

function isStoredTabs(value: unknown): value is StoredTabs {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, paths } = value as Partial<StoredTabs>;
  return typeof owner === 'string' && Array.isArray(paths) && paths.every((path) => typeof path === 'string');
}

interface TabStore {
  owner: string | null;
  paths: string[];
  /** Bumped per path to remount that page (the tab's "refresh"). */
  generations: Record<string, number>;
  /** Loads the stored tabs of `owner` (none when they belong to someone else). */
  restore: (owner: string) => void;
  setPaths: (paths: string[]) => void;
  refresh: (path: string) => void;
}

/** The open tabs of the workspace, kept in the browser per user. */
export const useTabStore = create<TabStore>()((set, get) => ({
  owner: null,
  paths: [],
  generations: {},
  restore: (owner) => {
    if (get().owner === owner) return;
    const stored = storage.get<unknown>(TABS_KEY);
    set({
      owner,
      paths: isStoredTabs(stored) && stored.owner === owner ? stored.paths : [],
      generations: {},
    });
  },
  setPaths: (paths) => {
    const { owner } = get();
    set({ paths });
    if (owner !== null) storage.set<StoredTabs>(TABS_KEY, { owner, paths });
  },
  refresh: (path) =>
    set((state) => ({ generations: { ...state.generations, [path]: (state.generations[path] ?? 0) + 1 } })),
}));
