import type { AddressInfo } from 'node:net';
import { API_BASE, ErrorKey } from '@mall/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { rawExchange, rawSilence, type RawResponse } from '../../test/raw-http';
import { encryptPassword } from '../../test/transport';
import { captureLogs } from '../../test/log-capture';

const REQUEST_TIMEOUT_MS = 500;
const SECRET_PARAMETER = 'secret-parameter-9f2c';

const captured = captureLogs('debug');

let t: TestApp;
let port: number;
let adminToken: string;
let handlerRuns = 0;
beforeAll(async () => {
  t = await createTestApp({
    logger: captured.logger,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    configure(app) {
      // Test-only routes: one with a path parameter, one whose query fails with a parameter in it.
      app.get(`${API_BASE}/test-only/echo/:name`, { config: { access: 'public' } }, () => {
        handlerRuns += 1;
        return { ok: true };
      });
      app.get(`${API_BASE}/test-only/failing-query`, { config: { access: 'public' } }, async () => {
        await app.db.execute(sql`select ${SECRET_PARAMETER}::uuid`);
        return { ok: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  adminToken = await t.login('admin');
});
afterAll(() => t?.close());
beforeEach(() => {
  captured.clear();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}/sys/login`, payload: payload as object, headers });
const userList = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/user/list?${query}`,
    headers: { 'x-access-token': adminToken, ...headers },
  });

function expectControlCharacterRefusal(response: LightMyRequestResponse, field: string) {
  expectFailure(response, 400, ErrorKey.validation, {
    errors: [{ field, message: '不能包含控制字符' }],
  });
}

function expectSecurityHeaders(headers: Record<string, unknown>, label?: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control'], label).toBe('no-store');
}

function expectEnvelope(response: RawResponse, status: number, i18nKey: string) {
  expect(response.status).toBe(status);
  expect(JSON.parse(response.body)).toMatchObject({ success: false, code: status, i18nKey, result: null });
  expectSecurityHeaders(response.headers, `${status} ${i18nKey}`);
}

describe('control characters in string inputs', () => {
  it('refuses NUL in a JSON body field with a 400 naming the field, and logs no SQL', async () => {
    expectControlCharacterRefusal(await login({ username: '\u0000', password: 'x' }), 'username');
    expectControlCharacterRefusal(await login({ username: 'admin', password: 'Admin#\u0000' }), 'password');
    expectControlCharacterRefusal(await login({ username: 'a\u001bb', password: 'x' }), 'username');
    expectControlCharacterRefusal(await login({ username: 'a\u007fb', password: 'x' }), 'username');
    expect(captured.text()).not.toMatch(/request failed|select/);
  });

  it('refuses them in nested values and keys, in the query string and in path parameters', async () => {
    expectControlCharacterRefusal(
      await login({ username: 'admin', password: 'x', extra: { list: ['ok', 'b\u0000d'] } }),
      'extra.list.1',
    );
    expectControlCharacterRefusal(await login({ username: 'admin', password: 'x', 'k\u0001': 1 }), 'k\u0001');
    expectControlCharacterRefusal(await userList('username=a%00b'), 'username');
    expectControlCharacterRefusal(await userList('realname=a%01b&username=ok'), 'realname');

    const before = handlerRuns;
    const refused = await t.app.inject({ method: 'GET', url: `${API_BASE}/test-only/echo/a%00b` });
    expectControlCharacterRefusal(refused, 'name');
    expect(handlerRuns).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `${API_BASE}/test-only/echo/ab` })).statusCode).toBe(
      200,
    );
  });

  it('walks deeply nested bodies without failing', async () => {
    const depth = 50_000;
    const payload = `{"username":"admin","password":"x","deep":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: `deep${'.0'.repeat(15)}.…`, message: '不能包含控制字符' },
    ]);
  });

  it('answers in English on request', async () => {
    const response = await login({ username: '\u0000', password: 'x' }, { 'accept-language': 'en' });
    expect(response.json().errors).toEqual([
      { field: 'username', message: 'Must not contain control characters' },
    ]);
  });

  it('lets tab, line feed and carriage return through (multi-line text)', async () => {
    const password = await encryptPassword(t.app, 'Not#thePassword1');
    const response = await login({ username: 'a\tb\r\nc', password });
    expectFailure(response, 400, ErrorKey.badCredentials);
  });
});

describe('database errors in the log', () => {
  it('are logged without the SQL text and the parameter values', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/test-only/failing-query` });
    expectFailure(response, 500, ErrorKey.internal);
    expect(response.body).not.toContain(SECRET_PARAMETER);

    const line = captured
      .text()
      .split('\n')
      .find((entry) => entry.includes('request failed'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line ?? '{}');
    expect(entry.err.type).toBe('DrizzleQueryError');
    expect(entry.err.message).toContain('Failed query (its SQL and parameters are not logged)');
    expect(entry.err.message).toContain('invalid input syntax for type uuid: "…"');
    expect(entry.err.stack).toContain('at ');
    expect(entry.err).not.toHaveProperty('query');
    expect(entry.err).not.toHaveProperty('params');
    expect(captured.text()).not.toContain(SECRET_PARAMETER);
    expect(captured.text()).not.toMatch(/select\s+\$1|::uuid/i);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer, success or failure', async () => {
    const answers = [
      await login({ username: 'admin', password: TEST_PASSWORDS.admin }),
      await login({ username: 'admin', password: 'wrong' }),
      await userList('pageSize=1'),
      await t.app.inject({ method: 'GET', url: `${API_BASE}/no/such/route` }),
      await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/user/list` }),
    ];
    for (const response of answers) expect(response.headers['cache-control'], response.body).toBe('no-store');
  });

  it('is left to the web app outside the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon-that-does-not-exist.ico' });
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});

describe('access log', () => {
  it('writes the path and the query parameter names, never their values', async () => {
    await userList('username=Zhang-Wei-Private&phone=13912345678&realname=%E5%BC%A0');
    await t.app.inject({ method: 'GET', url: `${API_BASE}/mall/home?token=${adminToken}` });
    const lines = captured
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const list = lines.find((line) => line.url?.startsWith(`${API_BASE}/sys/user/list`));
    expect(list).toMatchObject({ url: `${API_BASE}/sys/user/list?username&phone&realname`, statusCode: 200 });
    expect(list.msg).toBe(`GET ${API_BASE}/sys/user/list?username&phone&realname 200 ${list.ms}ms`);
    for (const secret of ['Zhang-Wei-Private', '13912345678', '%E5%BC%A0', '张', adminToken])
      expect(captured.text()).not.toContain(secret);
  });
});

describe('validation messages', () => {
  it('name the type that was received, in Chinese and English', async () => {
    const wrongType = await login({ username: 123, password: 'x' });
    expectFailure(wrongType, 400, ErrorKey.validation);
    expect(wrongType.json().errors).toEqual([
      { field: 'username', message: '无效输入：期望 string，实际接收 数字' },
    ]);

    const wrongTypeEn = await login({ username: ['a'], password: 'x' }, { 'accept-language': 'en' });
    expect(wrongTypeEn.json().errors).toEqual([
      { field: 'username', message: 'Invalid input: expected string, received array' },
    ]);

    const nulled = await login({ username: null, password: 'x' });
    expect(nulled.json().errors).toEqual([
      { field: 'username', message: '无效输入：期望 string，实际接收 空值(null)' },
    ]);
  });

  it('call a field that was left out required, never "undefined", in Chinese and English', async () => {
    const missing = await login({ username: 'admin' });
    expect(missing.json().errors).toEqual([{ field: 'password', message: '必填项' }]);
    const missingEn = await login({ username: 'admin' }, { 'accept-language': 'en' });
    expect(missingEn.json().errors).toEqual([{ field: 'password', message: 'Required' }]);

    const nothing = await login({});
    expect(nothing.statusCode).toBe(400);
    for (const error of nothing.json().errors as { message: string }[]) {
      expect(error.message).toBe('必填项');
    }
    expect(nothing.body).not.toContain('undefined');
  });
});

describe('answers Fastify and Node give themselves, over a real connection', () => {
  it('a URL that does not decode: 400 envelope with the security headers', async () => {
    for (const path of [`${API_BASE}/sys/user/%E0%A4%A`, `${API_BASE}/sys/%`]) {
      const response = await rawExchange(port, (socket) =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      expectEnvelope(response, 400, ErrorKey.badRequest);
    }
  });

  it('a query value that does not decode: an envelope like any other answer', async () => {
    const response = await userList('username=%E0%A4%A');
    expect(response.json()).toMatchObject({ success: expect.any(Boolean), code: response.statusCode });
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response.headers);
  });

  it('a body over the limit: 413 with its own key', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(1_100_000) });
    const response = await rawExchange(port, (socket) =>
      socket.write(
        `POST ${API_BASE}/sys/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      ),
    );
    expectEnvelope(response, 413, ErrorKey.payloadTooLarge);
    expect(JSON.parse(response.body).message).toBe('请求内容过大');
  });

  it('headers over the limit: 431 envelope', async () => {
    const response = await rawExchange(port, (socket) =>
      socket.write(
        `GET ${API_BASE}/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expectEnvelope(response, 431, ErrorKey.headersTooLarge);
  });

  it('bytes that are not HTTP: 400 envelope', async () => {
    const response = await rawExchange(port, (socket) => socket.write('HELLO THERE\r\n\r\n'));
    expectEnvelope(response, 400, ErrorKey.badRequest);
  });

  it('a connection that never sends a byte is closed within the headers timeout', async () => {
    const response = await rawSilence(port, () => undefined, REQUEST_TIMEOUT_MS * 10);
    expect(response.closedBy).toBe('server');
    expect(response.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
  });

  it('a connection that never finishes its headers is closed within the headers timeout', async () => {
    const response = await rawSilence(
      port,
      (socket) => socket.write(`GET ${API_BASE}/health HTTP/1.1\r\nHost: loc`),
      REQUEST_TIMEOUT_MS * 10,
    );
    expect(response.closedBy).toBe('server');
    expect(response.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
  });

  it('a body that never finishes arriving: 408 and the connection closes within the request timeout', async () => {
    let dribble: NodeJS.Timeout | undefined;
    const response = await rawExchange(
      port,
      (socket) => {
        socket.write(
          `POST ${API_BASE}/sys/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            'Content-Length: 1000\r\n\r\n{',
        );
        dribble = setInterval(() => socket.writable && socket.write(' '), 50);
      },
      REQUEST_TIMEOUT_MS * 10,
    );
    clearInterval(dribble);
    expect(response.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
    expectEnvelope(response, 408, ErrorKey.requestTimeout);
  });
});
