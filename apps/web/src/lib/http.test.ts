import { API_BASE, HTTP_TIMEOUT_MS, UNAUTHORIZED_RELOAD_DELAY_MS, type Envelope } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback, type AntdFeedback } from './feedback';
import { http } from './http';
import { HttpError } from './http-error';
import { i18next } from './i18n';
import { onSessionExpired } from './http-session-expiry';
import { reloadPage } from './page-reload';
import { useSessionStore } from './session-store';
import { readAccessToken, writeStoredSession } from './stored-session';

vi.mock('./page-reload', () => ({ reloadPage: vi.fn() }));

function envelope<T>(result: T, overrides: Partial<Envelope<T>> = {}): Envelope<T> {
  return { success: true, message: 'ok', code: 200, result, timestamp: Date.now(), ...overrides };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const notification = { error: vi.fn(), warning: vi.fn() };
let fetchMock: Mock<typeof fetch>;

function lastRequest(): { url: URL; init: RequestInit; headers: Headers } {
  const [input, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: new URL(String(input), 'http://localhost'), init, headers: new Headers(init.headers) };
}

function signIn(token = 'tok-1', tenantId = '7') {
  writeStoredSession({
    token,
    tenantId,
    userInfo: {
      id: 'u1',
      username: 'admin',
      realname: 'Admin',
      avatar: null,
      phone: null,
      email: null,
      relTenantIds: tenantId,
      roles: ['admin'],
    },
    mainIndexPage: { url: '/mall/index', name: 'home' },
  });
}

describe('http client', () => {
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    notification.error.mockReset();
    notification.warning.mockReset();
    bindFeedback({ notification } as unknown as AntdFeedback);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('unwraps the envelope and returns its result', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope({ answer: 42 })));
    await expect(http.get('/thing')).resolves.toEqual({ answer: 42 });
  });

  it('sends to API_BASE with tenant_id 0, Accept-Language and _t in seconds on GET', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T00:00:10.900Z'));
    fetchMock.mockResolvedValue(jsonResponse(envelope([])));
    await http.get('/sys/user/list', {
      pageNo: 2,
      username: 'ad',
      empty: '',
      none: undefined,
      ids: ['a', 'b'],
    });
    const { url, init, headers } = lastRequest();
    expect(init.method).toBe('GET');
    expect(url.pathname).toBe(`${API_BASE}/sys/user/list`);
    expect(url.searchParams.get('pageNo')).toBe('2');
    expect(url.searchParams.get('username')).toBe('ad');
    expect(url.searchParams.get('ids')).toBe('a,b');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(url.searchParams.get('_t')).toBe(String(Math.floor(Date.parse('2026-03-01T00:00:10Z') / 1000)));
    expect(headers.get('tenant_id')).toBe('0');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
    expect(headers.has('X-Access-Token')).toBe(false);
  });

  it('sends the token and stored tenant, and the language in use', async () => {
    signIn('tok-9', '3');
    await i18next.changeLanguage('en');
    try {
      fetchMock.mockResolvedValue(jsonResponse(envelope(null)));
      await http.post('/sys/logout');
      const { init, headers, url } = lastRequest();
      expect(init.method).toBe('POST');
      expect(url.searchParams.has('_t')).toBe(false);
      expect(headers.get('X-Access-Token')).toBe('tok-9');
      expect(headers.get('tenant_id')).toBe('3');
      expect(headers.get('Accept-Language')).toBe('en-US');
    } finally {
      await i18next.changeLanguage('zh');
    }
  });

  it('sends JSON bodies on POST and PUT, query params on DELETE', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(envelope(null))));
    await http.put('/sys/user/edit', { id: '1' });
    expect(lastRequest().init.body).toBe('{"id":"1"}');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    await http.delete('/sys/user/delete', { id: '1' });
    expect(lastRequest().init.method).toBe('DELETE');
    expect(lastRequest().url.searchParams.get('id')).toBe('1');
    expect(lastRequest().init.body).toBeUndefined();
  });

  it('throws an HttpError with the envelope fields and shows the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, {
          success: false,
          code: 400,
          message: '用户名或密码错误',
          i18nKey: 'login.badCredentials',
          errors: [{ field: 'username', message: 'required' }],
        }),
        400,
      ),
    );
    const error: unknown = await http.post('/sys/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      code: 400,
      message: '用户名或密码错误',
      i18nKey: 'login.badCredentials',
      errors: [{ field: 'username', message: 'required' }],
    });
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: '系统提示', description: '用户名或密码错误', duration: 4 }),
    );
  });

  it('treats success:false in a 200 answer as a failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope(null, { success: false, code: 500, message: 'boom' })));
    await expect(http.get('/x')).rejects.toMatchObject({ code: 500, message: 'boom' });
  });

  it('fails a 200 answer whose body is not the envelope (a proxy page) with a notice that says so', async () => {
    const unreadable = '服务器返回了无法识别的内容（不是本系统的数据），请稍后再试';
    const bodies = [
      new Response('<html><body>Gateway login</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
      new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      jsonResponse('<html>'),
      jsonResponse({ answer: 42 }),
    ];
    for (const body of bodies) {
      fetchMock.mockResolvedValueOnce(body);
      await expect(http.get('/x')).rejects.toMatchObject({ status: 200, message: unreadable });
      expect(notification.error).toHaveBeenLastCalledWith(
        expect.objectContaining({ description: unreadable }),
      );
    }
  });

  it('uses the catalogue texts for 403 and 404', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(envelope(null, { success: false, code: 403, message: 'no' }), 403),
    );
    await expect(http.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(notification.error).toHaveBeenLastCalledWith(expect.objectContaining({ description: '拒绝访问' }));
    fetchMock.mockResolvedValueOnce(new Response('not found', { status: 404 }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 404, message: '很抱歉，资源未找到!' });
    expect(notification.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: '很抱歉，资源未找到!' }),
    );
  });

  it('shows body code 510 as a warning with the message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(envelope(null, { success: false, code: 510, message: '无权限' }), 510),
    );
    await expect(http.get('/x')).rejects.toMatchObject({ code: 510 });
    expect(notification.warning).toHaveBeenCalledWith(expect.objectContaining({ description: '无权限' }));
    expect(notification.error).not.toHaveBeenCalled();
  });

  it('stays quiet with silent: true', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(envelope(null, { success: false, code: 400, message: 'bad' }), 400),
    );
    await expect(http.post('/x', {}, { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(notification.error).not.toHaveBeenCalled();
  });

  it('gives up after the timeout with a 504 HttpError', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 504, message: '网络超时' });
    expect(notification.error).toHaveBeenCalledWith(expect.objectContaining({ description: '网络超时' }));
  });

  it('reports a failed connection as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0, message: '网络异常，请检查网络连接' });
  });

  it('passes a caller cancellation through without a notification', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect(notification.error).not.toHaveBeenCalled();
  });

  it('on 401 with a session: notifies, clears the session and reloads after 1500 ms', async () => {
    vi.useFakeTimers();
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    signIn();
    fetchMock.mockResolvedValue(
      jsonResponse(envelope(null, { success: false, code: 401, message: 'expired' }), 401),
    );
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(readAccessToken()).toBeNull();
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '未授权，请重新登录' }),
    );
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on 401 after another tab cleared the stored token: the page still held a session, so it reloads', async () => {
    vi.useFakeTimers();
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    signIn();
    useSessionStore.setState({ token: 'tok-1' });
    localStorage.clear();
    try {
      fetchMock.mockResolvedValue(
        jsonResponse(envelope(null, { success: false, code: 401, message: 'x' }), 401),
      );
      // Silent requests too: the page that would show their failure is leaving. One notice for both.
      await expect(http.get('/x', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
      await expect(http.get('/y')).rejects.toMatchObject({ status: 401 });
      expect(notification.error).toHaveBeenCalledTimes(1);
      expect(notification.error).toHaveBeenCalledWith(
        expect.objectContaining({ description: '未授权，请重新登录' }),
      );
      expect(useSessionStore.getState().token).toBeNull();
      await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_DELAY_MS);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      useSessionStore.setState({ token: null });
    }
  });

  it('on 401 without a session: no reload', async () => {
    vi.useFakeTimers();
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    fetchMock.mockResolvedValue(
      jsonResponse(envelope(null, { success: false, code: 401, message: 'x' }), 401),
    );
    await expect(http.get('/x', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_DELAY_MS * 2);
    expect(reload).not.toHaveBeenCalled();
    expect(notification.error).not.toHaveBeenCalled();
  });
  it('titles every notice 系统提示 for 4 s, a 504 answer as 网络超时, and in English after a switch', async () => {
    fetchMock.mockResolvedValueOnce(new Response('gateway', { status: 504 }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 504 });
    expect(notification.error).toHaveBeenLastCalledWith({
      title: '系统提示',
      description: '网络超时',
      duration: 4,
    });
    await i18next.changeLanguage('en');
    try {
      fetchMock.mockResolvedValueOnce(new Response('no', { status: 403 }));
      await expect(http.get('/x')).rejects.toMatchObject({ status: 403 });
      expect(notification.error).toHaveBeenLastCalledWith({
        title: i18next.t('errors:http.title'),
        description: i18next.t('errors:http.forbidden'),
        duration: 4,
      });
      expect(i18next.t('errors:http.title')).not.toBe('系统提示');
    } finally {
      await i18next.changeLanguage('zh');
    }
  });

  const tokenInvalid = () =>
    jsonResponse(
      envelope(null, {
        success: false,
        code: 401,
        message: 'Token失效，请重新登录',
        i18nKey: 'error.tokenInvalid',
      }),
      401,
    );

  it('on 401 Token失效 with the re-login modal mounted: hands over, keeps the page and the stored session', async () => {
    vi.useFakeTimers();
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    const handler = vi.fn();
    const unsubscribe = onSessionExpired(handler);
    try {
      signIn();
      fetchMock.mockResolvedValue(tokenInvalid());
      await expect(http.post('/x', {})).rejects.toMatchObject({ status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);
      expect(notification.error).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_DELAY_MS * 2);
      expect(reload).not.toHaveBeenCalled();
      expect(readAccessToken()).toBe('tok-1');
    } finally {
      unsubscribe();
    }
  });

  it('on 401 Token失效 without a re-login modal: ends the session and reloads', async () => {
    vi.useFakeTimers();
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    signIn();
    fetchMock.mockResolvedValue(tokenInvalid());
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(readAccessToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
