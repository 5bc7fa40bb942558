import { API_BASE, ErrorKey } from '@mall/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { expectFailure } from './test/envelope';

const routes: RouteOptions[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { API_DOCS: 'true' },
    configure(app) {
      app.addHook('onRoute', (route) => {
        routes.push(route);
      });
      app.get(`${API_BASE}/test/boom`, { config: { public: true } }, async () => {
        throw new Error('secret detail: connection to 10.0.0.7 refused');
      });
    },
  });
});
afterAll(() => t?.close());

const ENVELOPE_KEYS = ['code', 'i18nKey', 'message', 'result', 'success', 'timestamp'];

describe('the envelope', () => {
  it('wraps a success, with code = HTTP status and the message in Chinese by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/healthz` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(ENVELOPE_KEYS);
    expect(body).toMatchObject({ success: true, code: 200, message: '操作成功！', result: { status: 'ok' } });
    expect(Math.abs(body.timestamp - Date.now())).toBeLessThan(5_000);
  });

  it('speaks English when the request asks for it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/healthz`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.json().message).toBe('Success');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    for (const url of [`${API_BASE}/no/such/route`, `${API_BASE}/sys/user/list/`, '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expectFailure(response, 404, ErrorKey.notFound, { result: null }, url);
    }
    const post = await t.app.inject({ method: 'POST', url: `${API_BASE}/no/such/route`, payload: {} });
    expect(post.json()).toMatchObject({ code: 404, message: '很抱歉，资源未找到！' });
  });

  it('hides the details of a server error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/test/boom`,
      headers: { 'accept-language': 'en' },
    });
    expectFailure(response, 500, ErrorKey.internal, {
      message: 'System error, please try again later',
      result: null,
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('10.0.0.7');
  });

  it('lists the fields that fail validation, in the request language', async () => {
    const zh = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      payload: { username: '' },
    });
    expectFailure(zh, 400, ErrorKey.validation, { message: '输入数据校验失败' });
    const body = zh.json();
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'password',
      'username',
    ]);
    expect(body.errors[0].message).toMatch(/[\u4e00-\u9fff]/);

    const en = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      payload: { username: '' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe('Some fields are not valid');
    expect(en.json().errors[0].message).toMatch(/^[\x20-\x7e]+$/);
  });

  it('answers malformed JSON and an unsupported content type with a 400 envelope', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expectFailure(malformed, 400, ErrorKey.badRequest);

    const unsupported = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { 'content-type': 'application/xml' },
      payload: '<login><username>admin</username></login>',
    });
    expectFailure(unsupported, 400, ErrorKey.badRequest);

    const poisoned = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"admin","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('deny by default', () => {
  const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
  const isPublic = (route: RouteOptions) => route.config?.public === true;
  const concreteUrl = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*/g, 'x');

  it('has collected the routes of every module', () => {
    const urls = routes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${API_BASE}/sys/login`,
        `${API_BASE}/sys/logout`,
        `${API_BASE}/sys/permission/getUserPermissionByToken`,
        `${API_BASE}/sys/user/list`,
        `${API_BASE}/mall/home`,
      ]),
    );
  });

  it('makes only routes that carry no data public', () => {
    const publicRoutes = routes
      .filter(isPublic)
      .flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`))
      .filter((route) => !route.includes('/test/'))
      .sort();
    expect(publicRoutes).toEqual([
      'GET /',
      'GET /mall',
      `GET ${API_BASE}/healthz`,
      `GET ${API_BASE}/readyz`,
      `POST ${API_BASE}/sys/login`,
    ]);
  });

  it('answers 401 on every other route without a valid token', async () => {
    const guarded = routes.filter((route) => !isPublic(route));
    expect(guarded.length).toBeGreaterThanOrEqual(4);
    for (const route of guarded) {
      for (const method of methodsOf(route)) {
        for (const headers of [{}, { 'x-access-token': 'not-a-session' }]) {
          const response = await t.app.inject({ method, url: concreteUrl(route.url), headers, payload: {} });
          expectFailure(response, 401, ErrorKey.unauthorized, {}, `${method} ${route.url}`);
        }
      }
    }
  });
});

describe('API docs (API_DOCS=true)', () => {
  it('serves the OpenAPI document without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([`${API_BASE}/sys/login`, `${API_BASE}/sys/user/list`]),
    );
    const ui = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs` });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('health', () => {
  it('is ready when the database (and Redis, where configured) answers', async () => {
    const redis = t.app.redis;
    if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/readyz` });
    expect(response.statusCode).toBe(200);
    const checks = redis ? { database: 'ok', redis: 'ok' } : { database: 'ok' };
    expect(response.json().result).toEqual({ status: 'ok', checks });
  });
});

describe('web app without a build', () => {
  it('tells to build it', async () => {
    for (const url of ['/mall/', '/mall/index']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
    }
  });

  it('redirects / and /mall to /mall/', async () => {
    for (const url of ['/', '/mall']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/mall/');
    }
  });
});
