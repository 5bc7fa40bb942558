import { SESSION_TTL_MS, type MainIndexPage, type PreloadedDictItem, type UserInfo } from '@mall/shared';
import { storage, STORAGE_PREFIX } from './storage';

/** What survives a reload of the page: the session values, each stored for 7 days. */
export interface StoredSession {
  token: string;
  userInfo: UserInfo;
  mainIndexPage: MainIndexPage;
  tenantId: string;
}

const SessionKey = {
  token: 'ACCESS_TOKEN',
  userInfo: 'LOGIN_USERINFO',
  mainIndexPage: 'MAIN_INDEX_PAGE',
  tenantId: 'TENANT_ID',
  dictionaries: 'PRELOADED_DICTIONARIES',
} as const;

/** The dictionaries the sign-in answer preloaded: of one tenant, with texts in one language. */
interface PreloadedDictionaries {
  tenantId: string;
  language: string;
  items: Record<string, PreloadedDictItem[]>;
}

/** The tenant id sent with every request when the session has none. */
export const DEFAULT_TENANT_ID = '0';

export function readAccessToken(): string | null {
  return storage.get<string>(SessionKey.token);
}

export function readTenantId(): string {
  return storage.get<string>(SessionKey.tenantId) ?? DEFAULT_TENANT_ID;
}

/** The stored session, or null when any part of it is missing or expired. */
export function readStoredSession(): StoredSession | null {
  const token = readAccessToken();
  const userInfo = storage.get<UserInfo>(SessionKey.userInfo);
  const mainIndexPage = storage.get<MainIndexPage>(SessionKey.mainIndexPage);
  if (!token || !userInfo || !mainIndexPage) return null;
  return { token, userInfo, mainIndexPage, tenantId: readTenantId() };
}

export function writeStoredSession(session: StoredSession): void {
  storage.set(SessionKey.token, session.token, SESSION_TTL_MS);
  storage.set(SessionKey.userInfo, session.userInfo, SESSION_TTL_MS);
  storage.set(SessionKey.mainIndexPage, session.mainIndexPage, SESSION_TTL_MS);
  storage.set(SessionKey.tenantId, session.tenantId, SESSION_TTL_MS);
}

/** Stores the tenant the user chose to act in (sent as tenant_id from now on), for 7 days. */
export function writeStoredTenantId(tenantId: string): void {
  storage.set(SessionKey.tenantId, tenantId, SESSION_TTL_MS);
}

/** Keeps the sign-in answer's dictionaries (of `tenantId`, texts in `language`) with the session, 7 days. */
export function writePreloadedDictionaries(
  tenantId: string,
  language: string,
  items: Record<string, PreloadedDictItem[]>,
): void {
  const preloaded: PreloadedDictionaries = { tenantId, language, items };
  storage.set(SessionKey.dictionaries, preloaded, SESSION_TTL_MS);
}

/** Drops the preloaded dictionaries (an administrator refreshed them): they load from the server again. */
export function forgetPreloadedDictionaries(): void {
  storage.remove(SessionKey.dictionaries);
}

/**
 * The preloaded items of dictionary `code` when they are in `language` and of the tenant the session acts
 * in; otherwise undefined (the dictionary then loads from the server like any other).
 */
export function readPreloadedDictionary(code: string, language: string): PreloadedDictItem[] | undefined {
  const preloaded = storage.get<PreloadedDictionaries>(SessionKey.dictionaries);
  if (!preloaded || preloaded.language !== language || preloaded.tenantId !== readTenantId())
    return undefined;
  return Object.hasOwn(preloaded.items, code) ? preloaded.items[code] : undefined;
}

/** Stores the user as the server last described them (e.g. after choosing a department), for 7 days. */
export function writeStoredUserInfo(userInfo: UserInfo): void {
  storage.set(SessionKey.userInfo, userInfo, SESSION_TTL_MS);
}

const clearedListeners = new Set<() => void>();

/** Lets the in-memory session follow when the stored one is cleared elsewhere (e.g. on a 401). */
export function onStoredSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function clearStoredSession(): void {
  Object.values(SessionKey).forEach((key) => storage.remove(key));
  clearedListeners.forEach((listener) => listener());
}

/**
 * Calls `listener` with the stored token whenever another tab of the app changes it (null: it signed out);
 * this page's own writes never call it. Returns the unsubscribe function.
 */
export function onTokenChangedInOtherTab(listener: (token: string | null) => void): () => void {
  const tokenKey = `${STORAGE_PREFIX}${SessionKey.token}`;
  const onStorage = (event: StorageEvent) => {
    // A null key is a cleared storage.
    if (event.key !== null && event.key !== tokenKey) return;
    listener(readAccessToken());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
