import { API_BASE, type Envelope } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { startEarlyRequest, takeEarlyRequest } from './early-requests';
import { http } from './http';
import { saveLanguage } from './language';
import { writeStoredSession } from './stored-session';

const answer = <T>(result: T): Envelope<T> => ({
  success: true,
  message: 'ok',
  code: 200,
  result,
  timestamp: 1,
});
const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function signIn() {
  writeStoredSession({
    token: 'tok-early',
    tenantId: '7',
    userInfo: {
      id: 'u1',
      username: 'buyer',
      realname: 'Buyer',
      avatar: null,
      phone: null,
      email: null,
      relTenantIds: '7',
      roles: [],
    },
    mainIndexPage: { url: '/mall/index', name: 'home' },
  });
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(answer({ hot: [] })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('are not sent without a session', () => {
    expect(startEarlyRequest({ method: 'GET', path: '/mall/home' })).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are sent as the HTTP client would: session token, tenant, stored language, JSON body', async () => {
    signIn();
    saveLanguage('en');
    startEarlyRequest({ method: 'POST', path: '/sys/permission/x', body: { client: 'ms' } });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE}/sys/permission/x`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"client":"ms"}');
    const headers = new Headers(init.headers);
    expect(headers.get('x-access-token')).toBe('tok-early');
    expect(headers.get('tenant_id')).toBe('7');
    expect(headers.get('accept-language')).toBe('en-US');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('give their answer once, to the same request only, and only while fresh', async () => {
    vi.useFakeTimers();
    signIn();
    startEarlyRequest({ method: 'GET', path: '/a' });
    startEarlyRequest({ method: 'POST', path: '/b', body: { n: 1 } });
    startEarlyRequest({ method: 'GET', path: '/c' });
    expect(takeEarlyRequest({ method: 'POST', path: '/b', body: { n: 2 } })).toBeUndefined();
    expect(takeEarlyRequest({ method: 'GET', path: '/a' })).toBeDefined();
    expect(takeEarlyRequest({ method: 'GET', path: '/a' })).toBeUndefined();
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRequest({ method: 'GET', path: '/c' })).toBeUndefined();
  });

  it('answer the HTTP client, which then sends nothing, while the caller reads its own copy', async () => {
    signIn();
    const copy = startEarlyRequest({ method: 'GET', path: '/mall/home' });
    expect(await http.get('/mall/home')).toEqual({ hot: [] });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(((await (await copy!).json()) as Envelope<unknown>).result).toEqual({ hot: [] });
    // The next time, the client asks the server itself.
    await http.get('/mall/home');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\/mall\/home\?_t=\d+$/);
  });
});
