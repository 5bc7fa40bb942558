import { API_BASE, ErrorKey, HTTP_METHODS, SuccessKey } from '@mall/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from './platform/http/envelope';
import { envelopeOf } from './platform/http/envelope-schema';
import { translate } from './platform/i18n/translate';
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
      app.get(`${API_BASE}/test/boom`, { config: { access: 'public' } }, async () => {
        throw new Error('secret detail: connection to 10.0.0.7 refused');
      });
      // Answers more than its schema declares, as a handler returning a whole row would.
      app.get(
        `${API_BASE}/test/leaky`,
        {
          config: { access: 'public' },
          schema: { response: { 200: envelopeOf(z.object({ id: z.string(), name: z.string() })) } },
        },
        async (request) => ok(request, { id: 'p1', name: 'pump', passwordHash: 'argon2id$secret' }),
      );
      // Protected, and its handler never looks at the user: only the guard stands in front of it.
      app.get(
        `${API_BASE}/test/guarded`,
        {
          config: { access: 'session' },
          schema: { response: { 200: envelopeOf(z.object({ secret: z.string() })) } },
        },
        async (request) => ok(request, { secret: 'for signed-in users only' }),
      );
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
  const isPublic = (route: RouteOptions) => route.config?.access === 'public';
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
    expect(publicRoutes).toEqual(
      [
        'GET /',
        'GET /mall',
        `GET ${API_BASE}/healthz`,
        `GET ${API_BASE}/readyz`,
        // Product pictures (random names; other uploaded files are never served here).
        `GET ${API_BASE}/sys/common/static/:folder/:name`,
        // Signing in, and what a visitor needs before having an account or when locked out of it.
        `GET ${API_BASE}/sys/getEncryptedString`,
        `GET ${API_BASE}/sys/loginSettings`,
        `GET ${API_BASE}/sys/randomImage/:checkKey`,
        // The table socket and the notification socket: the token (query or path) is checked before the upgrade.
        `GET ${API_BASE}/vxeSocket/:userId/:pageId`,
        `GET ${API_BASE}/websocket/:token`,
        `POST ${API_BASE}/sys/login`,
        `POST ${API_BASE}/sys/login/twoFactor`,
        `POST ${API_BASE}/sys/phoneLogin`,
        `POST ${API_BASE}/sys/sms`,
        `POST ${API_BASE}/sys/tracenode/queryAllTracenode`,
        `POST ${API_BASE}/sys/user/alteration/check`,
        `POST ${API_BASE}/sys/user/alteration/reset`,
        `POST ${API_BASE}/sys/user/alteration/verify`,
        `POST ${API_BASE}/sys/user/register`,
        `POST ${API_BASE}/sys/user/registration/mine`,
        `POST ${API_BASE}/sys/user/registration/resubmit`,
        // Single sign-on: the providers offered, the browser's way to and back from a provider, the one-time
        // token and bind ticket it brings back (each single-use and short-lived) with binding an existing account
        // (on its password) or a registration to it, and a CAS service ticket.
        `GET ${API_BASE}/sys/thirdLogin/providers`,
        `GET ${API_BASE}/sys/thirdLogin/render/:source`,
        `GET ${API_BASE}/sys/thirdLogin/callback/:source`,
        `GET ${API_BASE}/sys/thirdLogin/getLoginUser/:token/:thirdType`,
        `GET ${API_BASE}/sys/thirdLogin/bindInfo/:bindTicket`,
        `POST ${API_BASE}/sys/thirdLogin/bindAccount`,
        `POST ${API_BASE}/sys/thirdLogin/register`,
        `POST ${API_BASE}/sys/cas/client/validateLogin`,
        // The gateway: each gateway route record says whether it is public; the handler signs the caller in
        // for every other route before anything goes upstream (see modules/gateway).
        ...HTTP_METHODS.filter((method) => method !== 'HEAD').flatMap((method) => [
          `${method} ${API_BASE}/gateway/:routerId`,
          `${method} ${API_BASE}/gateway/:routerId/*`,
        ]),
      ].sort(),
    );
  });

  it('answers 401 on every other route without a valid token', async () => {
    const guarded = routes.filter((route) => !isPublic(route));
    expect(guarded.length).toBeGreaterThanOrEqual(4);
    for (const route of guarded) {
      for (const method of methodsOf(route)) {
        for (const [headers, i18nKey] of [
          [{}, ErrorKey.unauthorized],
          [{ 'x-access-token': 'not-a-session' }, ErrorKey.tokenInvalid],
        ] as const) {
          const response = await t.app.inject({ method, url: concreteUrl(route.url), headers, payload: {} });
          expectFailure(response, 401, i18nKey, {}, `${method} ${route.url}`);
        }
      }
    }
  });
});

describe('the contract on every answer', () => {
  const isHead = (route: RouteOptions) => [route.method].flat().every((method) => method === 'HEAD');
  const apiRoutes = () =>
    routes.filter(
      (route) => route.url.startsWith(`${API_BASE}/`) && !route.url.includes('/test/') && !isHead(route),
    );
  const label = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

  it('every API route declares its access and the schema of its 200 answer', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(7);
    const accessOf = (route: RouteOptions) => route.config?.access;
    const undeclared = apiRoutes()
      .filter(
        (route) =>
          accessOf(route) === undefined ||
          !(route.schema?.response as Record<number, unknown> | undefined)?.[200],
      )
      .map(label);
    expect(undeclared).toEqual([]);
  });

  it('drops whatever a handler returns beyond the declared schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/test/leaky` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id: 'p1', name: 'pump' });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('secret');
  });

  it('protects a route whose handler never reads the user by the guard alone', async () => {
    const url = `${API_BASE}/test/guarded`;
    expectFailure(await t.app.inject({ method: 'GET', url }), 401, ErrorKey.unauthorized);
    const forged = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': 'forged-token' } });
    expectFailure(forged, 401, ErrorKey.tokenInvalid);
    expect(forged.body).not.toContain('signed-in users only');

    const signedIn = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-token': await t.login('admin') },
    });
    expect(signedIn.json().result).toEqual({ secret: 'for signed-in users only' });
  });
});

describe('messages', () => {
  it('translates every shared error and success key, from the platform or the module that owns it', () => {
    for (const key of [...Object.values(ErrorKey), ...Object.values(SuccessKey)]) {
      for (const locale of ['zh', 'en'] as const) {
        const text = translate(locale, key);
        expect(text, `${key} in ${locale}`).not.toBe(key);
        expect(text, `${key} in ${locale}`).not.toBe('');
      }
    }
    expect(translate('en', ErrorKey.badCredentials)).toBe('Incorrect username or password');
    expect(translate('zh', ErrorKey.noMenu)).toBe('未分配任何菜单权限');
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

  it('shows the real result shapes of the answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` })).json();
    const resultOf = (path: string, method: string) =>
      document.paths[`${API_BASE}${path}`][method].responses['200'].content['application/json'].schema
        .properties.result;

    // A session, or the second step of a two-step login first.
    const answers = resultOf('/sys/login', 'post').anyOf;
    expect(answers).toHaveLength(2);
    const login = answers.find((answer: { properties: object }) => 'token' in answer.properties);
    expect(answers.some((answer: { properties: object }) => 'twoFactorToken' in answer.properties)).toBe(
      true,
    );
    expect(login.required).toEqual(expect.arrayContaining(['token', 'userInfo', 'tenantList']));
    expect(login.properties.token).toEqual({ type: 'string' });
    expect(login.properties.userInfo.properties.roles).toEqual({ type: 'array', items: { type: 'string' } });

    const failure =
      document.paths[`${API_BASE}/sys/login`].post.responses['4XX'].content['application/json'].schema;
    expect(failure.required).toEqual(expect.arrayContaining(['success', 'code', 'message', 'timestamp']));
    expect(failure.properties.errors.items.properties).toHaveProperty('field');

    const home = resultOf('/mall/home', 'get');
    expect(Object.keys(home.properties.hot.items.properties).sort()).toEqual([
      'brand',
      'categoryId',
      'code',
      'currency',
      'id',
      'image',
      'model',
      'name',
      'price',
    ]);
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
