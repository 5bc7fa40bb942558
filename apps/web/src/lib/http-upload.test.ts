/**
 * @vitest-environment-options {"url": "http://127.0.0.1:18391/"}
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE, UNAUTHORIZED_RELOAD_DELAY_MS } from '@mall/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindFeedback, type AntdFeedback } from './feedback';
import { http, type UploadProgress } from './http';
import { HttpError, NETWORK_ERROR_STATUS } from './http-error';
import { i18next } from './i18n';
import { reloadPage } from './page-reload';
import { readAccessToken, writeStoredSession } from './stored-session';

vi.mock('./page-reload', () => ({ reloadPage: vi.fn() }));

/** The page's own origin (see the environment options above): uploads go to a real server there. */
const PORT = 18391;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let received: Received[] = [];
/** What the server answers next: status and body, or 'drop' to close the connection unanswered. */
let answer: { status: number; body: unknown } | 'drop' | 'hang' = { status: 200, body: null };

function envelope(result: unknown, overrides: Record<string, unknown> = {}) {
  return { success: true, message: 'ok', code: 200, result, timestamp: Date.now(), ...overrides };
}

const notification = { error: vi.fn(), warning: vi.fn() };

function signIn(token = 'tok-up', tenantId = '5') {
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

const FILE_BYTES = 1024 * 1024;
/** A file large enough to be sent in several pieces. */
const bigFile = () => new File([new Uint8Array(FILE_BYTES).fill(65)], 'big.png', { type: 'image/png' });

describe('http.upload with progress (XMLHttpRequest against a real server)', () => {
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        });
        if (answer === 'hang') return;
        if (answer === 'drop') {
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
    expect((server.address() as AddressInfo).port).toBe(PORT);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    localStorage.clear();
    received = [];
    answer = { status: 200, body: envelope('temp/2026/big.png') };
    notification.error.mockReset();
    notification.warning.mockReset();
    vi.mocked(reloadPage).mockReset();
    bindFeedback({ notification } as unknown as AntdFeedback);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the fields and the file with the session headers, reports progress up to 100 and answers the result', async () => {
    signIn();
    await i18next.changeLanguage('en');
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    const progress: UploadProgress[] = [];
    try {
      const path = await http.upload<string>('/sys/common/upload', bigFile(), {
        fields: { biz: 'product' },
        onProgress: (step) => progress.push(step),
      });
      expect(path).toBe('temp/2026/big.png');
    } finally {
      await i18next.changeLanguage('zh');
    }
    // Over XMLHttpRequest, not fetch.
    expect(fetchSpy).not.toHaveBeenCalled();
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${API_BASE}/sys/common/upload`);
    expect(request?.headers['x-access-token']).toBe('tok-up');
    expect(request?.headers.tenant_id).toBe('5');
    expect(request?.headers['accept-language']).toBe('en-US');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The purpose first, then the file under its own name.
    expect(request?.body.indexOf('name="biz"')).toBeLessThan(request?.body.indexOf('name="file"') ?? 0);
    expect(request?.body).toContain('filename="big.png"');
    expect(request?.body.length).toBeGreaterThan(FILE_BYTES);

    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ percent: 100 });
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
    const percents = progress.map((step) => step.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(percents.length);
  });

  it('throws the envelope’s failure as an HttpError and notifies, unless silent', async () => {
    answer = {
      status: 413,
      body: envelope(null, { success: false, code: 413, message: '今日上传已达 200 MB 上限' }),
    };
    const onProgress = vi.fn();
    const error: unknown = await http
      .upload('/sys/common/upload', bigFile(), { onProgress })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, code: 413, message: '今日上传已达 200 MB 上限' });
    expect(notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '今日上传已达 200 MB 上限' }),
    );

    notification.error.mockReset();
    await expect(
      http.upload('/sys/common/upload', bigFile(), { onProgress, silent: true }),
    ).rejects.toMatchObject({ status: 413 });
    expect(notification.error).not.toHaveBeenCalled();
  });

  it('a success:false answer with status 200 is a failure too', async () => {
    answer = { status: 200, body: envelope(null, { success: false, code: 500, message: '存储失败' }) };
    await expect(
      http.upload('/sys/common/upload', bigFile(), { onProgress: vi.fn(), silent: true }),
    ).rejects.toMatchObject({ code: 500, message: '存储失败' });
  });

  it('on 401 with a session: ends the session and reloads, as every other request does', async () => {
    signIn();
    answer = { status: 401, body: envelope(null, { success: false, code: 401, message: 'expired' }) };
    await expect(
      http.upload('/sys/common/upload', bigFile(), { onProgress: vi.fn(), silent: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(readAccessToken()).toBeNull();
    // A silent request's 401 still says once why the page is leaving.
    expect(notification.error).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), {
      timeout: UNAUTHORIZED_RELOAD_DELAY_MS + 2000,
    });
  });

  it('reports a dropped connection as a network error', async () => {
    answer = 'drop';
    const error: unknown = await http
      .upload('/sys/common/upload', bigFile(), { onProgress: vi.fn(), silent: true })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, message: i18next.t('errors:http.network') });
  });

  it('passes a cancellation through as the AbortError, without a notification', async () => {
    answer = 'hang';
    const controller = new AbortController();
    const pending = http.upload('/sys/common/upload', bigFile(), {
      onProgress: vi.fn(),
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    controller.abort();
    const error: unknown = await pending.catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
    expect(notification.error).not.toHaveBeenCalled();
  });
});
