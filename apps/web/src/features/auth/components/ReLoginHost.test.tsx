import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { http } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { ReLoginHost } from './ReLoginHost';

const TITLE = '很抱歉，因长时间未操作，请重新登录系统!';

function answer(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn({
    token: 'revoked-token',
    userInfo: {
      id: 'u1',
      username: 'sales',
      realname: 'Sales',
      avatar: null,
      phone: null,
      email: null,
      relTenantIds: '1',
      roles: [],
    },
    mainIndexPage: { url: '/mall/index', name: 'home' },
    tenantList: [],
    departs: [],
    multi_depart: 0,
    sysAllDictItems: {},
    customer: false,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).includes('/sys/loginSettings')
        ? answer({ success: true, code: 200, message: '', result: { captchaRequired: false } }, 200)
        : answer(
            { success: false, code: 401, message: 'Token失效，请重新登录', i18nKey: 'error.tokenInvalid' },
            401,
          ),
    ),
  );
  // The host lives in the app's root layout, inside the router (the refusal of a rejected applicant
  // navigates to the resubmit page).
  render(
    <MemoryRouter>
      <FeedbackProvider>
        <QueryClientProvider client={new QueryClient()}>
          <p>the page the user was on</p>
          <ReLoginHost />
        </QueryClientProvider>
      </FeedbackProvider>
    </MemoryRouter>,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

/** The modal's code loads lazily on its first use: slow on a busy machine, so it may take a while. */
const LAZY_MODAL = { timeout: 10_000 };

describe('ReLoginHost', () => {
  it('opens the re-login modal over the page on a Token失效 401, with the user prefilled', async () => {
    expect(screen.queryByText(TITLE)).toBeNull();
    await expect(http.get('/mall/home')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText(TITLE, undefined, LAZY_MODAL)).toBeTruthy();
    expect(screen.getByText('the page the user was on')).toBeTruthy();
    const username = await screen.findByRole('textbox', { name: '用户名' });
    expect(username.id).toBe('relogin_username');
    expect((username as HTMLInputElement).value).toBe('sales');
    expect(useSessionStore.getState().token).toBe('revoked-token');
  });

  it('closes when the session is ended on purpose', async () => {
    await expect(http.get('/mall/home')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText(TITLE, undefined, LAZY_MODAL)).toBeTruthy();
    act(() => useSessionStore.getState().signOut());
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull());
  });
});
