import type { LoginResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { useSessionStore } from '../../../lib/session-store';
import { readAccessToken, readStoredSession } from '../../../lib/stored-session';
import { useLogout } from './use-logout';

const result: LoginResult = {
  token: 'live-token',
  userInfo: {
    id: 'u1',
    username: 'admin',
    realname: 'Admin',
    avatar: null,
    phone: null,
    email: null,
    relTenantIds: 't1',
    roles: [],
  },
  mainIndexPage: { url: '/mall/index', name: 'home' },
  tenantList: [{ id: 't1', name: 'One' }],
  departs: [],
  multi_depart: 0,
  sysAllDictItems: {},
  customer: false,
};

function answer(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      logout
    </button>
  );
}

let fetchMock: Mock<typeof fetch>;
let queryClient: QueryClient;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/system/user', element: <LogoutButton /> },
      { path: '/user/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <FeedbackProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  queryClient = new QueryClient();
  // Data of the session being left, e.g. the menu and a list page's rows.
  queryClient.setQueryData(['permissions'], { menu: ['system'] });
  queryClient.setQueryData(['users', 'list'], { records: ['admin'] });
  useSessionStore.getState().signIn(result);
  useSessionStore.getState().setPermissions({ menu: [], auth: [], allAuth: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const expectSignedOut = () => {
  expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null, permissions: null });
  expect(readAccessToken()).toBeNull();
  expect(readStoredSession()).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
};

describe('useLogout', () => {
  it('revokes the token on the server, clears the session, menu and cached data, and goes to the login page', async () => {
    fetchMock = vi.fn<typeof fetch>(async () =>
      answer({ success: true, code: 200, message: '', result: null }, 200),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/system/user');
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));

    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://x').pathname).toMatch(/\/sys\/logout$/);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Access-Token')).toBe('live-token');
    expectSignedOut();
  });

  it('signs out just the same when the server call fails, and says why', async () => {
    fetchMock = vi.fn<typeof fetch>(async () =>
      answer({ success: false, code: 500, message: '系统错误，请稍后再试', result: null }, 500),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/system/user');
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));

    // The notice comes from antd's feedback, whose code loads on first use: slow on a loaded machine.
    expect(await screen.findByText('login page', {}, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('系统错误，请稍后再试', {}, { timeout: 5_000 })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });

  it('signs out when the server cannot be reached at all', async () => {
    fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/system/user');
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));

    expect(await screen.findByText('login page')).toBeTruthy();
    expectSignedOut();
  });
});
