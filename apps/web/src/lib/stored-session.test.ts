import type { LoginResult } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from './i18n';
import { reloadPage } from './page-reload';
import { useSessionStore } from './session-store';
import { STORAGE_PREFIX } from './storage';
import { readPreloadedDictionary, readStoredSession, writeStoredTenantId } from './stored-session';

/** Seven days, written out: the stored session must not drift with the constant that sets it. */
const SEVEN_DAYS_MS = 604_800_000;
const NOW = new Date('2026-03-01T08:00:00Z').getTime();

const result: LoginResult = {
  token: 'token-1',
  userInfo: {
    id: 'u1',
    username: 'sales',
    realname: 'Sales',
    avatar: null,
    phone: null,
    email: null,
    relTenantIds: 't1,t2',
    roles: [],
  },
  mainIndexPage: { url: '/mall/index', name: 'home' },
  tenantList: [
    { id: 't1', name: 'One' },
    { id: 't2', name: 'Two' },
  ],
  departs: [],
  multi_depart: 0,
  sysAllDictItems: {
    sex: [
      { value: '1', text: '男', description: '' },
      { value: '2', text: '女', description: '' },
    ],
  },
  customer: false,
};

vi.mock('./page-reload', () => ({ reloadPage: vi.fn() }));

const raw = (key: string) => JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`) ?? 'null');

beforeEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('zh');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  useSessionStore.getState().signOut();
  vi.useRealTimers();
});

describe('the stored session', () => {
  it('keeps token, user, home page, tenant and preloaded dictionaries for 7 days under the namespace', () => {
    useSessionStore.getState().signIn(result);
    for (const key of [
      'ACCESS_TOKEN',
      'LOGIN_USERINFO',
      'MAIN_INDEX_PAGE',
      'TENANT_ID',
      'PRELOADED_DICTIONARIES',
    ]) {
      expect(raw(key)?.expire, key).toBe(NOW + SEVEN_DAYS_MS);
    }
    expect(raw('ACCESS_TOKEN').value).toBe('token-1');

    vi.setSystemTime(NOW + SEVEN_DAYS_MS - 1);
    expect(readStoredSession()?.token).toBe('token-1');
    expect(readPreloadedDictionary('sex', 'zh')).toHaveLength(2);
    vi.setSystemTime(NOW + SEVEN_DAYS_MS);
    expect(readStoredSession()).toBeNull();
    expect(readPreloadedDictionary('sex', 'zh')).toBeUndefined();
  });

  it('answers preloaded dictionaries only in the language and tenant they were loaded for', () => {
    useSessionStore.getState().signIn(result);
    expect(readPreloadedDictionary('sex', 'zh')).toEqual(result.sysAllDictItems.sex);
    expect(readPreloadedDictionary('sex', 'en')).toBeUndefined();
    expect(readPreloadedDictionary('priority', 'zh')).toBeUndefined();
    expect(readPreloadedDictionary('constructor', 'zh')).toBeUndefined();

    writeStoredTenantId('t2');
    expect(readPreloadedDictionary('sex', 'zh')).toBeUndefined();
  });

  it('forgets everything on sign-out', () => {
    useSessionStore.getState().signIn(result);
    useSessionStore.getState().signOut();
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}PRELOADED_DICTIONARIES`)).toBeNull();
  });

  it('follows a sign-out in another tab at once: drops the session and reloads; its own writes do not', () => {
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    useSessionStore.getState().signIn(result);
    const tokenKey = `${STORAGE_PREFIX}ACCESS_TOKEN`;
    // Another tab stores a token of this same session (e.g. chose a tenant): nothing happens.
    window.dispatchEvent(new StorageEvent('storage', { key: tokenKey, storageArea: localStorage }));
    expect(reload).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('token-1');

    // Another tab signed out: the shared storage no longer holds the token.
    localStorage.removeItem(tokenKey);
    window.dispatchEvent(new StorageEvent('storage', { key: tokenKey, storageArea: localStorage }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);

    // Signed out here, a change elsewhere is no business of this page.
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
