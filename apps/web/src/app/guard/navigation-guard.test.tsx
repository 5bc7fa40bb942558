import { QueryClient } from '@tanstack/react-query';
import type { Envelope, LoginResult, PermissionResult } from '@mall/shared';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { bindFeedback, type AntdFeedback } from '../../lib/feedback';
import { seededAdminMenu } from '../menu/menu-fixture';
import { menuRouteGuard } from './menu-route-guard';
import { createNavigationGuard } from './navigation-guard';

const loginResult: LoginResult = {
  token: 'tok',
  userInfo: {
    id: 'u',
    username: 'admin',
    realname: 'Admin',
    avatar: null,
    phone: null,
    email: null,
    relTenantIds: '1',
    roles: [],
  },
  mainIndexPage: { url: '/mall/index', name: 'Home' },
  tenantList: [{ id: '1', name: 'T' }],
  departs: [],
  multi_depart: 0,
  sysAllDictItems: {},
  customer: false,
};

vi.mock('../../lib/page-reload', () => ({ reloadPage: vi.fn() }));

const notify = { error: vi.fn(), warning: vi.fn() };
const permissions: PermissionResult = { menu: seededAdminMenu, auth: [], allAuth: [] };

function answer<T>(result: T, status = 200): Response {
  const body: Envelope<T> = {
    success: status === 200,
    message: status === 200 ? 'ok' : 'failed',
    code: status,
    result,
    timestamp: 0,
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function startRouter(path: string) {
  const page = { Component: () => null };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        middleware: [createNavigationGuard(new QueryClient())],
        children: [
          { path: 'user/login', ...page },
          { path: 'user/register', ...page },
          { path: 'mall/index', ...page },
          { path: '404', ...page },
          { path: '403', ...page },
          { path: '*', middleware: [menuRouteGuard], ...page },
        ],
      },
    ],
    { basename: '/mall', initialEntries: [`/mall${path}`] },
  );
  return router;
}

async function settle(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => {
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) throw new Error('navigating');
  });
  // The router state keeps the basename in the path; compare app paths.
  return `${router.state.location.pathname.replace(/^\/mall(?=\/)/, '')}${router.state.location.search}`;
}

describe('navigation guard middleware', () => {
  let fetchMock: Mock<typeof fetch>;

  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().signOut();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    // Failures are reported in notifications; keep them out of the DOM here.
    notify.error.mockReset();
    notify.warning.mockReset();
    bindFeedback({ notification: notify } as unknown as AntdFeedback);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to login, remembering the page', async () => {
    const router = startRouter('/system/user?page=2');
    expect(await settle(router)).toBe('/user/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a visitor see the register page', async () => {
    expect(await settle(startRouter('/user/register'))).toBe('/user/register');
  });

  it('loads the permissions once, then renders the page', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock.mockImplementation(() => Promise.resolve(answer(permissions)));
    const router = startRouter('/system/user');
    expect(await settle(router)).toBe('/system/user');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/sys/permission/getUserPermissionByToken');
    expect(useSessionStore.getState().permissions?.menu).toHaveLength(4);
    await router.navigate('/mall/index');
    expect(await settle(router)).toBe('/mall/index');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server fails, and shows the error page with the reason', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock.mockImplementation(() => Promise.resolve(answer(null, 500)));
    const router = startRouter('/system/user');
    expect(await settle(router)).toBe('/system/user');
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ code: 500, message: 'failed' });
    expect(useSessionStore.getState().token).toBe('tok');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/sys/logout'),
    );
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(expect.objectContaining({ description: 'failed' }));
  });

  it('asks again after a lost connection, reporting it once with its text, and renders the page', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() => Promise.resolve(answer(permissions)));
    expect(await settle(startRouter('/system/user'))).toBe('/system/user');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().token).toBe('tok');
    expect(useSessionStore.getState().permissions?.menu).toHaveLength(4);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '网络异常，请检查网络连接' }),
    );
  });

  it('gives up after three lost connections with the session kept and the error page shown', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = startRouter('/mall/index');
    await vi.waitFor(() => expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 0 }), {
      timeout: 3000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useSessionStore.getState().token).toBe('tok');
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('on a 401 ends the session here and goes to login, returning to the page asked for', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock.mockImplementation(() => Promise.resolve(answer(null, 401)));
    expect(await settle(startRouter('/system/user?page=2'))).toBe(
      '/user/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2',
    );
    expect(useSessionStore.getState().token).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never nests a redirect: a page carrying one goes to login with the page it names', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock.mockImplementation(() => Promise.resolve(answer(null, 401)));
    expect(await settle(startRouter('/mall/index?redirect=%2Fmall%2FdemandList'))).toBe(
      '/user/login?redirect=%2Fmall%2FdemandList',
    );
  });

  it('after loading the menu goes to the redirect parameter, and shows /404 loaded directly', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock.mockImplementation(() => Promise.resolve(answer(permissions)));
    expect(await settle(startRouter('/mall/index?redirect=%2Fsystem%2Fuser'))).toBe('/system/user');
    useSessionStore.getState().signIn(loginResult);
    expect(await settle(startRouter('/404'))).toBe('/404');
  });

  it('treats an empty menu as a failure', async () => {
    useSessionStore.getState().signIn(loginResult);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        answer(String(input).includes('/sys/logout') ? null : { menu: [], auth: [], allAuth: [] }),
      ),
    );
    expect(await settle(startRouter('/mall/index'))).toBe('/user/login?redirect=%2Fmall%2Findex');
    expect(useSessionStore.getState().token).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
      expect.stringContaining('/sys/logout'),
    );
  });

  it('sends a signed-in user away from the login page to the main index page', async () => {
    useSessionStore.getState().signIn(loginResult);
    useSessionStore.getState().setPermissions(permissions);
    expect(await settle(startRouter('/user/login'))).toBe('/mall/index');
  });

  it('sends someone else’s page to /403, a path that is no page to /404, and a menu group to its page', async () => {
    useSessionStore.getState().signIn(loginResult);
    useSessionStore.getState().setPermissions({ ...permissions, menu: seededAdminMenu.slice(0, 3) });
    fetchMock.mockImplementation((input) => {
      const url = new URL(String(input), 'http://localhost');
      expect(url.pathname).toContain('/sys/permission/menuPathExists');
      return Promise.resolve(answer(url.searchParams.get('path') === '/system/user'));
    });
    expect(await settle(startRouter('/system/user'))).toBe('/403');
    useSessionStore.getState().setPermissions(permissions);
    expect(await settle(startRouter('/system'))).toBe('/system/user');
    expect(await settle(startRouter('/no/such/page'))).toBe('/404');
    // Asked only for paths outside the user's menu.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
