import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE, ErrorKey, type GatewayRouteAddRequest, type GatewayRouteRecord } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { columnOf, exportCall, exportedRows } from '../../test/export-sheet';
import { addTenantWithUser, apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { upstreamPolicy } from './upstream-policy';

/** What the upstream saw of a request. */
interface Echo {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let upstream: Server;
let port: number;
let adminToken: string;
let buyerToken: string;
let strangerToken: string;

const call = (method: Method, path: string, payload?: unknown, token = adminToken) =>
  apiCall(t, token, method, path, payload);

const addRoute = async (routerId: string, form: Partial<GatewayRouteAddRequest> = {}, token = adminToken) =>
  call(
    'POST',
    '/sys/gatewayRoute/add',
    { routerId, name: `Route ${routerId}`, uri: `http://127.0.0.1:${port}/base`, ...form },
    token,
  );

/** A request through the gateway: `path` after /gateway. */
const through = (
  method: string,
  path: string,
  {
    token,
    headers = {},
    payload,
  }: { token?: string; headers?: Record<string, string>; payload?: unknown } = {},
) =>
  t.app.inject({
    method: method as 'GET',
    url: `${API_BASE}/gateway${path}`,
    headers: { 'accept-language': 'en', ...(token ? { 'x-access-token': token } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const echoOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Echo;
};

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // /base/typed?type=<type> answers a document of that type (`none`: no type), as an upstream page would.
      const url = new URL(request.url ?? '/', 'http://upstream');
      if (url.pathname.endsWith('/typed')) {
        const type = url.searchParams.get('type') ?? 'none';
        if (type !== 'none') response.setHeader('content-type', type);
        if (request.headers['x-disposition'])
          response.setHeader('content-disposition', request.headers['x-disposition']);
        response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.setHeader('set-cookie', 'upstream=1; Path=/');
      response.end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = (upstream.address() as AddressInfo).port;
  // Only 127.0.0.1 is listed: other loopback addresses, names and the metadata address are not.
  t = await createTestApp({ env: { GATEWAY_UPSTREAM_ALLOWLIST: '127.0.0.1, api.example.com' } });
  adminToken = await t.login('admin');
  buyerToken = await t.login('buyer');
  strangerToken = (await addTenantWithUser(t, 'Gateway strangers', 'gw-stranger')).token;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('the upstream allow-list', () => {
  it('allows listed names and IPs, and refuses internal addresses unless an IP or CIDR entry names them', () => {
    const policy = upstreamPolicy('api.example.com, *.corp.example, 10.1.0.0/16, 127.0.0.1');
    expect(policy.hostAllowed('api.example.com')).toBe(true);
    expect(policy.hostAllowed('API.example.com.')).toBe(true);
    expect(policy.hostAllowed('x.corp.example')).toBe(true);
    expect(policy.hostAllowed('corp.example')).toBe(false);
    // A wildcard covers subdomains only, at a dot: never a name that merely ends the same way.
    expect(policy.hostAllowed('evilcorp.example')).toBe(false);
    expect(policy.hostAllowed('x.evilcorp.example')).toBe(false);
    expect(policy.hostAllowed('a.b.corp.example')).toBe(true);
    expect(policy.hostAllowed('evil.com')).toBe(false);
    expect(policy.hostAllowed('127.0.0.1')).toBe(true);
    expect(policy.hostAllowed('127.0.0.2')).toBe(false);
    expect(policy.hostAllowed('10.1.2.3')).toBe(true);
    expect(policy.hostAllowed('169.254.169.254')).toBe(false);
    expect(policy.hostAllowed('[fd00:ec2::254]')).toBe(false);
    for (const internal of [
      '127.0.0.2',
      '::1',
      '169.254.169.254',
      'fd00:ec2::254',
      '192.168.1.1',
      '::ffff:127.0.0.2',
      '0.0.0.0',
    ])
      expect(policy.addressAllowed(internal), internal).toBe(false);
    for (const allowed of ['93.184.216.34', '127.0.0.1', '::ffff:127.0.0.1', '10.1.9.9'])
      expect(policy.addressAllowed(allowed), allowed).toBe(true);
    expect(upstreamPolicy(undefined).hostAllowed('api.example.com')).toBe(false);
  });

  const lookupOf = (setting: string, answer: string[]) =>
    upstreamPolicy(setting, async () =>
      answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    ).lookup;
  const resolveWith = (lookup: ReturnType<typeof lookupOf>, host: string) =>
    new Promise<unknown>((resolve, reject) =>
      lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
    );

  it('checks the addresses a listed name resolves to when connecting (DNS rebinding)', async () => {
    await expect(
      resolveWith(lookupOf('api.example.com', ['93.184.216.34']), 'api.example.com'),
    ).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
    for (const internal of [['169.254.169.254'], ['127.0.0.1'], ['93.184.216.34', 'fd00:ec2::254']])
      await expect(
        resolveWith(lookupOf('api.example.com', internal), 'api.example.com'),
      ).rejects.toMatchObject({
        code: 'ERR_GATEWAY_UPSTREAM_REFUSED',
      });
    await expect(
      resolveWith(lookupOf('api.example.com', ['93.184.216.34']), 'other.example.com'),
    ).rejects.toMatchObject({
      code: 'ERR_GATEWAY_UPSTREAM_REFUSED',
    });
    // The real resolver: localhost is listed by name, but its loopback addresses are not.
    await expect(resolveWith(upstreamPolicy('localhost').lookup, 'localhost')).rejects.toMatchObject({
      code: 'ERR_GATEWAY_UPSTREAM_REFUSED',
    });
  });

  it('refuses a loopback upstream the list does not name, and reaches one it names', async () => {
    resultOf(await addRoute('loop2', { uri: `http://127.0.0.2:${port}` }));
    expectFailure(await through('GET', '/loop2/x', { token: adminToken }), 403, 'gateway.upstreamRefused');
    resultOf(await addRoute('metadata', { uri: 'http://169.254.169.254/latest' }));
    expectFailure(
      await through('GET', '/metadata/meta-data', { token: adminToken }),
      403,
      'gateway.upstreamRefused',
    );
    // A listed name that resolves to nothing public is refused when connecting.
    resultOf(await addRoute('named', { uri: `http://localhost:${port}` }));
    expectFailure(await through('GET', '/named/x', { token: adminToken }), 403, 'gateway.upstreamRefused');

    resultOf(await addRoute('listed'));
    const echo = echoOf(await through('GET', '/listed/items/7?q=1', { token: adminToken }));
    expect(echo).toMatchObject({ method: 'GET', url: '/base/items/7?q=1' });
  });
});

describe('/gateway/{routerId}', () => {
  it('removes the caller’s token, authorization and cookies, and the upstream’s cookies, unless the route forwards them', async () => {
    resultOf(
      await addRoute('plain', { filters: [{ name: 'AddRequestHeader', args: ['X-Api-Key', 'k-123'] }] }),
    );
    const headers = {
      cookie: 'sid=secret',
      authorization: 'Bearer secret',
      'x-custom': 'kept',
      'proxy-authorization': 'Basic secret',
      connection: 'x-dropped',
      'x-dropped': 'named by connection',
    };
    const plain = await through('GET', '/plain/a', { token: adminToken, headers });
    expect(plain.headers['set-cookie']).toBeUndefined();
    const seen = echoOf(plain).headers;
    expect(seen['x-access-token']).toBeUndefined();
    expect(seen.cookie).toBeUndefined();
    expect(seen.authorization).toBeUndefined();
    expect(seen['x-custom']).toBe('kept');
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen['x-dropped']).toBeUndefined();
    expect(seen['x-api-key']).toBe('k-123');

    resultOf(await addRoute('forwarding', { forwardAuth: true }));
    const forwarded = await through('GET', '/forwarding/a', { token: adminToken, headers });
    expect(forwarded.headers['set-cookie']).toBeDefined();
    expect(echoOf(forwarded).headers).toMatchObject({
      'x-access-token': adminToken,
      cookie: 'sid=secret',
      authorization: 'Bearer secret',
    });
  });

  it('leaves the caller’s token out of the query string unless the route forwards it', async () => {
    resultOf(await addRoute('query-plain'));
    const plain = echoOf(
      await through('GET', `/query-plain/a?page=2&token=${adminToken}&X-Access-Token=t2&q=a%20b&tok=kept`, {
        token: adminToken,
      }),
    );
    expect(plain.url).toBe('/base/a?page=2&q=a%20b&tok=kept');
    expect(plain.url).not.toContain(adminToken);
    expect(
      echoOf(await through('GET', `/query-plain/a?token=${adminToken}`, { token: adminToken })).url,
    ).toBe('/base/a');

    resultOf(await addRoute('query-forwarding', { forwardAuth: true }));
    const forwarded = echoOf(
      await through('GET', `/query-forwarding/a?page=2&token=${adminToken}`, { token: adminToken }),
    );
    expect(forwarded.url).toBe(`/base/a?page=2&token=${adminToken}`);
  });

  it('sandboxes every answer, and sends HTML, SVG and XML as downloads unless the route shows them inline', async () => {
    resultOf(await addRoute('pages', { publicAccess: true }));
    const typed = (type: string, headers: Record<string, string> = {}, routerId = 'pages') =>
      through('GET', `/${routerId}/typed?type=${encodeURIComponent(type)}`, { headers });
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'application/xml',
      'application/rss+xml',
      'TEXT/HTML',
      'none',
    ]) {
      const response = await typed(type);
      expect(response.statusCode, type).toBe(200);
      expect(response.headers['content-security-policy'], type).toBe('sandbox');
      expect(response.headers['x-content-type-options'], type).toBe('nosniff');
      expect(response.headers['content-disposition'], type).toMatch(/^attachment/);
    }
    // The upstream's own inline disposition becomes an attachment, keeping its file name.
    const named = await typed('text/html', { 'x-disposition': 'inline; filename="page.html"' });
    expect(named.headers['content-disposition']).toBe('attachment; filename="page.html"');
    // Passive types stay as they are, sandboxed all the same.
    const json = await through('GET', '/pages/a');
    expect(json.headers['content-disposition']).toBeUndefined();
    expect(json.headers['content-security-policy']).toBe('sandbox');
    expect(json.headers['x-content-type-options']).toBe('nosniff');

    resultOf(
      await addRoute('inline-pages', { publicAccess: true, filters: [{ name: 'InlineContent', args: [] }] }),
    );
    const inline = await typed('image/svg+xml', {}, 'inline-pages');
    expect(inline.headers['content-disposition']).toBeUndefined();
    expect(inline.headers['content-security-policy']).toBe('sandbox');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
  });

  it('passes bodies on as sent', async () => {
    resultOf(await addRoute('bodies'));
    const json = echoOf(await through('POST', '/bodies/orders', { token: adminToken, payload: { a: 1 } }));
    expect(json).toMatchObject({ method: 'POST', url: '/base/orders' });
    expect(JSON.parse(json.body)).toEqual({ a: 1 });
    const text = echoOf(
      await through('PUT', '/bodies/raw', {
        token: adminToken,
        headers: { 'content-type': 'text/plain' },
        payload: 'just text',
      }),
    );
    expect(text).toMatchObject({ method: 'PUT', body: 'just text' });
    expect(text.headers['content-type']).toBe('text/plain');
  });

  it('matches path, method and header predicates, and answers 404 when one fails', async () => {
    resultOf(
      await addRoute('picky', {
        predicates: [
          { name: 'Path', args: ['/orders/**', '/items/*'] },
          { name: 'Method', args: ['GET'] },
          { name: 'Header', args: ['X-Env', 'blue'] },
        ],
      }),
    );
    const blue = { 'x-env': 'blue' };
    echoOf(await through('GET', '/picky/orders/7/lines', { token: adminToken, headers: blue }));
    echoOf(await through('GET', '/picky/orders', { token: adminToken, headers: blue }));
    echoOf(await through('GET', '/picky/items/3', { token: adminToken, headers: blue }));
    expectFailure(
      await through('GET', '/picky/items/3/x', { token: adminToken, headers: blue }),
      404,
      'gateway.routeNotFound',
    );
    expectFailure(
      await through('GET', '/picky/users', { token: adminToken, headers: blue }),
      404,
      'gateway.routeNotFound',
    );
    expectFailure(
      await through('POST', '/picky/orders', { token: adminToken, headers: blue }),
      404,
      'gateway.routeNotFound',
    );
    expectFailure(await through('GET', '/picky/orders', { token: adminToken }), 404, 'gateway.routeNotFound');
    expectFailure(
      await through('GET', '/picky/orders', { token: adminToken, headers: { 'x-env': 'green' } }),
      404,
      'gateway.routeNotFound',
    );
  });

  it('strips the routerId unless told not to, and the first path parts StripPrefix names', async () => {
    resultOf(await addRoute('strip', { filters: [{ name: 'StripPrefix', args: ['1'] }] }));
    expect(echoOf(await through('GET', '/strip/v1/orders/7?x=1', { token: adminToken })).url).toBe(
      '/base/orders/7?x=1',
    );
    resultOf(await addRoute('keep', { stripPrefix: false, uri: `http://127.0.0.1:${port}` }));
    expect(echoOf(await through('GET', '/keep/orders', { token: adminToken })).url).toBe('/keep/orders');
    expectFailure(
      await through('GET', '/keep/x%2f..%2fadmin', { token: adminToken }),
      400,
      'gateway.badPath',
    );
  });

  it('limits each caller on a rate-limited route with 429', async () => {
    resultOf(await addRoute('limited', { filters: [{ name: 'RequestRateLimiter', args: ['2', '60'] }] }));
    echoOf(await through('GET', '/limited/a', { token: adminToken }));
    echoOf(await through('GET', '/limited/a', { token: adminToken }));
    const third = await through('GET', '/limited/a', { token: adminToken });
    expectFailure(third, 429, ErrorKey.rateLimited);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another caller has a counter of its own.
    echoOf(await through('GET', '/limited/a', { token: buyerToken }));
  });

  it('needs a session unless the route is public', async () => {
    resultOf(await addRoute('private'));
    expectFailure(await through('GET', '/private/a'), 401, ErrorKey.unauthorized);
    expectFailure(await through('GET', '/private/a', { token: 'nonsense' }), 401, ErrorKey.tokenInvalid);
    // Any signed-in user may call a route that is not public.
    echoOf(await through('GET', '/private/a', { token: buyerToken }));
    resultOf(await addRoute('open', { publicAccess: true }));
    echoOf(await through('GET', '/open/a'));
  });

  it('answers 404 for an unknown or paused route, and follows edits at once', async () => {
    expectFailure(await through('GET', '/nowhere/a', { token: adminToken }), 404, 'gateway.routeNotFound');
    const route = resultOf<GatewayRouteRecord>(await addRoute('toggled'));
    echoOf(await through('GET', '/toggled', { token: adminToken }));
    const { id, version, status_dictText: _text, createTime: _created, ...form } = route;
    const paused = resultOf<GatewayRouteRecord>(
      await call('PUT', '/sys/gatewayRoute/edit', { ...form, id, version, status: 0 }),
    );
    expectFailure(await through('GET', '/toggled', { token: adminToken }), 404, 'gateway.routeNotFound');
    resultOf(
      await call('PUT', '/sys/gatewayRoute/edit', {
        ...form,
        id,
        version: paused.version,
        status: 1,
        stripPrefix: false,
      }),
    );
    expect(echoOf(await through('GET', '/toggled/x', { token: adminToken })).url).toBe('/base/toggled/x');
    resultOf(await call('DELETE', `/sys/gatewayRoute/delete?id=${id}`));
    expectFailure(await through('GET', '/toggled/x', { token: adminToken }), 404, 'gateway.routeNotFound');
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    resultOf(await addRoute('down', { uri: `http://127.0.0.1:${closedPort}` }));
    expectFailure(await through('GET', '/down/a', { token: adminToken }), 502, 'gateway.upstreamFailed');
  });
});

describe('/sys/gatewayRoute', () => {
  it('lists, reads and deletes routes, and shows the allow-list', async () => {
    const a = resultOf<GatewayRouteRecord>(await addRoute('list-a'));
    const b = resultOf<GatewayRouteRecord>(await addRoute('list-b'));
    const page = resultOf<{ records: GatewayRouteRecord[] }>(
      await call('GET', '/sys/gatewayRoute/list?routerId=list-'),
    );
    expect(page.records.map((record) => record.routerId).sort()).toEqual(['list-a', 'list-b']);
    expect(
      resultOf<GatewayRouteRecord>(await call('GET', `/sys/gatewayRoute/queryById?id=${a.id}`)),
    ).toMatchObject({
      routerId: 'list-a',
      predicates: [],
      filters: [],
      stripPrefix: true,
      forwardAuth: false,
      publicAccess: false,
      status: 1,
    });
    expect(resultOf(await call('DELETE', `/sys/gatewayRoute/deleteBatch?ids=${a.id},${b.id}`))).toEqual({
      count: 2,
    });
    expect(resultOf(await call('GET', '/sys/gatewayRoute/upstreamPolicy'))).toEqual({
      allowList: ['127.0.0.1', 'api.example.com'],
    });
  });

  it('refuses bad URIs, predicates, filters and a taken routerId', async () => {
    for (const [field, form] of [
      ['uri', { uri: 'ftp://127.0.0.1/' }],
      ['uri', { uri: 'http://user:pw@127.0.0.1/' }],
      ['routerId', { routerId: '../x' }],
      ['predicates', { predicates: [{ name: 'Path', args: ['no-slash'] }] }],
      ['predicates', { predicates: [{ name: 'Method', args: ['FETCH'] }] }],
      ['predicates', { predicates: [{ name: 'Query', args: ['a'] }] }],
      ['filters', { filters: [{ name: 'AddRequestHeader', args: ['Cookie', 'x'] }] }],
      ['filters', { filters: [{ name: 'AddRequestHeader', args: ['X-A', 'line\r\nbreak'] }] }],
      ['filters', { filters: [{ name: 'RequestRateLimiter', args: ['0', '60'] }] }],
      ['filters', { filters: [{ name: 'StripPrefix', args: ['x'] }] }],
    ] as const) {
      const answer = await addRoute('bad-route', form as Partial<GatewayRouteAddRequest>);
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.json().errors?.[0]?.field, JSON.stringify(form)).toMatch(new RegExp(`^${field}\\b`));
    }
    resultOf(await addRoute('taken'));
    const again = await addRoute('taken');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors?.[0]).toMatchObject({ field: 'routerId' });
  });

  it('leaves the routes to the platform’s administrators', async () => {
    expectFailure(await addRoute('by-buyer', {}, buyerToken), 403, ErrorKey.forbidden);
    expect([403, 510]).toContain(
      (await call('GET', '/sys/gatewayRoute/list', undefined, buyerToken)).statusCode,
    );
    // Another tenant's administrator holds no gateway permission: the routes reach out for every tenant.
    // A platform-only code is a 403 to them, never the 510 of a button on a page of theirs.
    expectFailure(
      await call('GET', '/sys/gatewayRoute/list', undefined, strangerToken),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(await addRoute('by-stranger', {}, strangerToken), 403, ErrorKey.forbidden);
    expectFailure(
      await call('GET', '/sys/gatewayRoute/upstreamPolicy', undefined, strangerToken),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(await apiCall(t, '', 'GET', '/sys/gatewayRoute/list'), 401, ErrorKey.unauthorized);
  });

  it('exports the filtered or selected routes with titles and statuses in the caller’s language', async () => {
    const first = resultOf<GatewayRouteRecord>(await addRoute('export-one', { name: '=SUM(1,2)' }));
    resultOf(await addRoute('export-two', { status: 0, publicAccess: true }));
    resultOf(await addRoute('other-route'));

    const zh = await exportedRows(
      await exportCall(t, adminToken, '/sys/gatewayRoute/exportXls?routerId=export'),
    );
    expect(zh[0]).toEqual(['路由ID', '路由名称', '服务地址', '状态', '免登录', '转发登录凭证', '创建时间']);
    expect(columnOf(zh, '路由ID').sort()).toEqual(['export-one', 'export-two']);
    expect(columnOf(zh, '状态').sort()).toEqual(['停用', '启用'].sort());
    // A name that looks like a formula is written as text.
    expect(columnOf(zh, '路由名称')).toContain('=SUM(1,2)');

    const en = await exportedRows(
      await exportCall(
        t,
        adminToken,
        '/sys/gatewayRoute/exportXls?routerId=export&column=routerId&order=asc',
        'en',
      ),
    );
    expect(en[0]?.slice(0, 4)).toEqual(['Router ID', 'Name', 'Upstream URI', 'Status']);
    expect(columnOf(en, 'Public')).toEqual(['No', 'Yes']);

    const selected = await exportedRows(
      await exportCall(t, adminToken, `/sys/gatewayRoute/exportXls?selections=${first.id}`),
    );
    expect(columnOf(selected, '路由ID')).toEqual(['export-one']);

    expectFailure(await exportCall(t, buyerToken, '/sys/gatewayRoute/exportXls'), 403, ErrorKey.forbidden);
  });
});

// Two instances need one database both reach: the PostgreSQL project only.
describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL', () => {
  it('follow an edit made on the other at the next request, without a restart', async () => {
    const database = await createTestDatabase({ seeded: true });
    const env = { GATEWAY_UPSTREAM_ALLOWLIST: '127.0.0.1' };
    const a = await createTestApp({ database, env });
    const b = await createTestApp({ database, env });
    try {
      const token = await a.login('admin');
      const via = (app: TestApp, path: string) =>
        app.app.inject({
          method: 'GET',
          url: `${API_BASE}/gateway${path}`,
          headers: { 'x-access-token': token },
        });
      const add = await apiCall(a, token, 'POST', '/sys/gatewayRoute/add', {
        routerId: 'shared',
        name: 'Shared',
        uri: `http://127.0.0.1:${port}/base`,
      });
      const route = resultOf<GatewayRouteRecord>(add);
      expect(echoOf(await via(b, '/shared/x')).url).toBe('/base/x');
      const { id, version, status_dictText: _text, createTime: _created, ...form } = route;
      resultOf(await apiCall(a, token, 'PUT', '/sys/gatewayRoute/edit', { ...form, id, version, status: 0 }));
      expectFailure(await via(b, '/shared/x'), 404, 'gateway.routeNotFound');
    } finally {
      await b.close();
      await a.close();
      await database.drop();
    }
  });
});
