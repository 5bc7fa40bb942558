import { create } from 'zustand';
import type { LoginResult, MainIndexPage, PermissionResult, UserInfo } from '@mall/shared';
import { DEFAULT_MAIN_INDEX_PATH } from './app-paths';
import { currentLanguage } from './i18n';
import { reloadPage } from './page-reload';
import {
  clearStoredSession,
  DEFAULT_TENANT_ID,
  onStoredSessionCleared,
  onTokenChangedInOtherTab,
  readStoredSession,
  writePreloadedDictionaries,
  writeStoredSession,
  writeStoredTenantId,
  writeStoredUserInfo,
} from './stored-session';

interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  mainIndexPage: MainIndexPage | null;
  tenantId: string;
  /** Menu and button permissions; loaded after login and after every page load (never stored). */
  permissions: PermissionResult | null;
  signIn: (result: LoginResult) => void;
  setPermissions: (permissions: PermissionResult) => void;
  /** Acts in another of the user's tenants from the next request on. */
  chooseTenant: (tenantId: string) => void;
  /** Replaces the user (e.g. with the department they chose). */
  setUserInfo: (userInfo: UserInfo) => void;
  signOut: () => void;
}

const signedOut = {
  token: null,
  userInfo: null,
  mainIndexPage: null,
  tenantId: DEFAULT_TENANT_ID,
  permissions: null,
};

function initialState() {
  const stored = readStoredSession();
  return stored ? { ...stored, permissions: null } : signedOut;
}

/** The first of the user's tenants is chosen silently: a user with one tenant is never asked to pick it. */
function tenantOf(result: LoginResult): string {
  return result.tenantList[0]?.id ?? result.userInfo.relTenantIds.split(',')[0]?.trim() ?? DEFAULT_TENANT_ID;
}

/** The signed-in user's session: token, user, main index page, tenant and permissions. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...initialState(),
  signIn: (result) => {
    const session = {
      token: result.token,
      userInfo: result.userInfo,
      mainIndexPage: result.mainIndexPage,
      tenantId: tenantOf(result) || DEFAULT_TENANT_ID,
    };
    writeStoredSession(session);
    // The answer's dictionaries are of the session's first tenant, in the language the form was sent in.
    const firstTenant = result.tenantList[0]?.id;
    if (firstTenant) writePreloadedDictionaries(firstTenant, currentLanguage(), result.sysAllDictItems);
    set({ ...session, permissions: null });
  },
  setPermissions: (permissions) => set({ permissions }),
  chooseTenant: (tenantId) => {
    writeStoredTenantId(tenantId);
    set({ tenantId });
  },
  setUserInfo: (userInfo) => {
    writeStoredUserInfo(userInfo);
    set({ userInfo });
  },
  signOut: () => {
    clearStoredSession();
    set(signedOut);
  },
}));

onStoredSessionCleared(() => useSessionStore.setState(signedOut));

// A sign-out (or a sign-in as someone else) in another tab reaches this page at once: it drops the session
// it held and reloads, so that the guard shows the login page (or the other tab's session).
onTokenChangedInOtherTab((token) => {
  const own = useSessionStore.getState().token;
  if (!own || token === own) return;
  useSessionStore.setState(signedOut);
  reloadPage();
});

/** Where "/" leads: the session's main index page, else the mall home. */
export function mainIndexPathOf(mainIndexPage: MainIndexPage | null): string {
  return mainIndexPage?.url || DEFAULT_MAIN_INDEX_PATH;
}
