import type { Envelope } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback, type AntdFeedback } from './feedback';
import { http } from './http';
import { reloadPage } from './page-reload';
import { readAccessToken, writeStoredSession } from './stored-session';

vi.mock('./page-reload', () => ({ reloadPage: vi.fn() }));

let fetchMock: Mock<typeof fetch>;
const notification = { error: vi.fn(), warning: vi.fn() };

function answer(status: number, body: Partial<Envelope<unknown>>) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ code: status, timestamp: 0, ...body }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}
const sentHeaders = () => new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
const file = () => new File(['x'], 'a.txt', { type: 'text/plain' });

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  bindFeedback({ notification } as unknown as AntdFeedback);
  writeStoredSession({
    token: 'tok-9',
    tenantId: '0',
    userInfo: {
      id: 'u1',
      username: 'admin',
      realname: 'Admin',
      avatar: null,
      phone: null,
      email: null,
      relTenantIds: '0',
      roles: ['admin'],
    },
    mainIndexPage: { url: '/mall/index', name: 'home' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('http.upload and the session token', () => {
  it('sends the token header by default', async () => {
    answer(200, { success: true, message: 'temp/a.txt', result: 'temp/a.txt' });
    await expect(http.upload('/sys/common/upload', file())).resolves.toBe('temp/a.txt');
    expect(sentHeaders().get('X-Access-Token')).toBe('tok-9');
  });

  it('leaves the header out when told, and its 401 does not end the session', async () => {
    answer(401, { success: false, message: '未授权' });
    await expect(http.upload('/sys/common/upload', file(), { token: false, silent: true })).rejects.toThrow();
    expect(sentHeaders().has('X-Access-Token')).toBe(false);
    expect(sentHeaders().get('tenant_id')).toBe('0');
    expect(readAccessToken()).toBe('tok-9');
    expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
  });

  it('answers the named envelope field instead of the result', async () => {
    answer(200, { success: true, message: 'temp/b.txt', result: null });
    await expect(http.upload('/x', file(), { answerField: 'message' })).resolves.toBe('temp/b.txt');
  });
});
