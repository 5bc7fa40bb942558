import { API_BASE, HEADER_ACCESS_TOKEN, HEADER_TENANT_ID } from '@mall/shared';
import { DEFAULT_TENANT_ID, writeStoredSession } from '../../apps/web/src/lib/stored-session';
import { signIn } from './sign-in';

/** localStorage keys and values, exactly as the web app stores a session. */
export type StorageEntries = Record<string, string>;

/**
 * Signs in through the API and returns the localStorage entries the web app writes for that session,
 * produced by the app's own storage code so that the format can never drift from the app's.
 */
export async function signedInStorage(
  origin: string,
  account: { username: string; password: string },
): Promise<StorageEntries> {
  const result = await signIn(origin, account);
  const tenantId = result.tenantList[0]?.id ?? DEFAULT_TENANT_ID;
  // A member of several departments works in the first one, chosen as the department modal would.
  const [depart] = result.departs ?? [];
  let userInfo = result.userInfo;
  if (depart && (result.departs?.length ?? 0) > 1) {
    const answer = await fetch(`${origin}${API_BASE}/sys/selectDepart`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HEADER_ACCESS_TOKEN]: result.token,
        [HEADER_TENANT_ID]: tenantId,
      },
      body: JSON.stringify({ orgCode: depart.orgCode, username: result.userInfo.username }),
    });
    if (!answer.ok) throw new Error(`selectDepart of ${account.username} answered ${answer.status}`);
    userInfo = ((await answer.json()) as { result: { userInfo: typeof userInfo } }).result.userInfo;
  }

  const entries: StorageEntries = {};
  const recorder: Pick<Storage, 'setItem' | 'getItem' | 'removeItem'> = {
    setItem: (key, value) => void (entries[key] = value),
    getItem: (key) => entries[key] ?? null,
    removeItem: (key) => void delete entries[key],
  };
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: recorder, configurable: true });
  try {
    writeStoredSession({
      token: result.token,
      userInfo,
      mainIndexPage: result.mainIndexPage,
      tenantId,
    });
  } finally {
    if (previous) Object.defineProperty(globalThis, 'localStorage', previous);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
  return entries;
}

/** A same-origin URL that loads no part of the app: where the bench writes localStorage before a run. */
export function storageSetupUrl(origin: string): string {
  return `${origin}${API_BASE}/bench-storage-setup`;
}
