import { API_BASE, ErrorKey, HTTP_TRACE_SIZE, type InstancesResult } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { submitOrder } from '../../test/demand-orders';
import { expectFailure } from '../../test/envelope';
import { parsePrometheusText } from '../../test/prometheus-text';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let admin: string;
let sales: string;
let buyer: string;

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${url}`,
    headers: token ? { 'x-access-token': token } : {},
  });
const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
  [admin, sales, buyer] = await Promise.all([t.login('admin'), t.login('sales'), t.login('buyer')]);
});
afterAll(() => t.close());

describe('server monitoring', () => {
  it("lists this instance's runtime, system, disk and HTTP figures", async () => {
    const response = await get('/sys/actuator/instances', admin);
    expect(response.statusCode).toBe(200);
    const { self, instances } = response.json().result as InstancesResult;
    expect(instances[0]?.instanceId).toBe(self);
    const [instance] = instances;
    expect(instance?.runtime.nodeVersion).toBe(process.version);
    expect(instance?.runtime.heapUsed).toBeGreaterThan(0);
    expect(instance?.runtime.rss).toBeGreaterThanOrEqual(instance?.runtime.heapUsed ?? 0);
    expect(instance?.runtime.activeHandles).toBeGreaterThan(0);
    expect(instance?.system.cpus).toBeGreaterThan(0);
    expect(instance?.system.totalMemory).toBeGreaterThan(instance?.system.freeMemory ?? 0);
    expect(instance?.disks.length).toBeGreaterThan(0);
    for (const disk of instance?.disks ?? []) expect(disk.size).toBeGreaterThanOrEqual(disk.used);
    // The logins above were answered with 200.
    expect(instance?.http.statusClasses['2xx']).toBeGreaterThanOrEqual(3);
    expect(instance?.http.totalRequests).toBeGreaterThanOrEqual(3);
  });

  it('traces requests without query values, tokens or bodies, and keeps the last 100', async () => {
    const secret = 'trace-secret-value-42';
    await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/user/list?realname=${secret}&phone=13912345678&_t=1`,
      headers: { 'x-access-token': admin },
    });
    const response = await get('/sys/actuator/httptrace', admin);
    expect(response.statusCode).toBe(200);
    const [own] = response.json().result.instances as { entries: { path: string; method: string }[] }[];
    expect(own?.entries).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: `${API_BASE}/sys/user/list?realname&phone&_t`,
        status: 200,
      }),
    );
    for (const value of [secret, '13912345678', admin, sales, 'password'])
      expect(response.body).not.toContain(value);

    for (let i = 0; i < HTTP_TRACE_SIZE + 5; i += 1) await get('/healthz');
    const full = (await get('/sys/actuator/httptrace', admin)).json().result.instances[0].entries;
    expect(full).toHaveLength(HTTP_TRACE_SIZE);
  });

  it('shows that Redis is not configured, and what the embedded database gives', async () => {
    const redis = await get('/sys/actuator/redis/info', admin);
    expect(redis.statusCode).toBe(200);
    if (!t.app.redis) expect(redis.json().result).toMatchObject({ configured: false, keys: null });
    else expect(redis.json().result).toMatchObject({ configured: true, version: expect.any(String) });

    const database = await get('/sys/actuator/database/info', admin);
    expect(database.statusCode).toBe(200);
    const info = database.json().result;
    expect(info.version).toMatch(/PostgreSQL/);
    expect(info.embedded).toBe(!t.app.config.DATABASE_URL);
    expect(info.slowStatements === null || Array.isArray(info.slowStatements)).toBe(true);
  });

  it('refuses every monitoring read without a session, and to staff who are not administrators', async () => {
    for (const path of [
      '/sys/actuator/instances',
      '/sys/actuator/httptrace',
      '/sys/actuator/redis/info',
      '/sys/actuator/database/info',
    ]) {
      expectFailure(await get(path), 401, ErrorKey.unauthorized, {}, path);
      expectFailure(await get(path, sales), 403, ErrorKey.forbidden, {}, path);
      expectFailure(await get(path, buyer), 403, ErrorKey.forbidden, {}, path);
    }
  });
});

describe('workplace dashboard', () => {
  it('shows the sales person the pending orders and their own last actions; refuses buyers', async () => {
    const order = await submitOrder(t, buyer);
    const response = await get('/dashboard/workplace', sales);
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result.pendingOrders).toBeGreaterThanOrEqual(1);
    expect(result.waitingOrders.length).toBeGreaterThanOrEqual(1);
    expect(result.recentActivity).toEqual(expect.any(Array));
    const mine = (await get('/dashboard/workplace', admin)).json().result;
    expect(mine.pendingOrders).toBe(result.pendingOrders);
    expect(order.orderNo).toMatch(/^D/);
    expectFailure(await get('/dashboard/workplace', buyer), 403, ErrorKey.forbidden);
  });
});

describe('/metrics', () => {
  it('refuses a scrape without the bearer token, with another one or with more after it', async () => {
    for (const header of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${METRICS_TOKEN}`,
      METRICS_TOKEN,
      // The token followed by anything is not the token.
      `Bearer ${METRICS_TOKEN} anything`,
      `Bearer ${METRICS_TOKEN}\tanything`,
      `Bearer x ${METRICS_TOKEN}`,
    ]) {
      const response = await scrape(header);
      expect(response.statusCode, header).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('nodejs_');
    }
  });

  it('serves the figures and the business counters in the Prometheus text format', async () => {
    const before = parsePrometheusText((await scrape(`Bearer ${METRICS_TOKEN}`)).body);
    const submitted = (families: typeof before) =>
      families.get('mall_demand_orders_submitted_total')?.samples[0]?.value ?? Number.NaN;
    await submitOrder(t, buyer);
    // The counter follows the order's submitted event, delivered from the outbox after the answer.
    await t.app.outbox.drain();
    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(response.body);
    expect(submitted(families)).toBe(submitted(before) + 1);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
      'nodejs_version_info',
      'http_request_duration_seconds',
      'http_open_sockets',
      'system_cpu_usage_ratio',
      'system_load_average',
      'disk_bytes',
      'database_figures',
      'mall_price_applications_total',
      'mall_socket_connections_opened_total',
      'mall_socket_connections',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(families.get('http_request_duration_seconds')?.type).toBe('histogram');
    expect(families.get('mall_demand_orders_submitted_total')?.type).toBe('counter');
  });

  it('the strict reader rejects what the format does not allow', () => {
    // A value without samples reads as NaN in any letter case, as Prometheus reads it.
    expect(parsePrometheusText('# TYPE a gauge\na Nan\n').get('a')?.samples[0]?.value).toBeNaN();
    expect(() => parsePrometheusText('a_total 1\n')).toThrow(/without a TYPE/);
    expect(() => parsePrometheusText('# TYPE a counter\na{x="1",x="2"} 1\n')).toThrow(/repeated/);
    expect(() => parsePrometheusText('# TYPE a counter\na{x=1} 1\n')).toThrow(/malformed/);
    expect(() => parsePrometheusText('# TYPE a gauge\na 1,5\n')).toThrow(/malformed/);
    expect(() => parsePrometheusText('# TYPE a gauge\na 1')).toThrow(/line feed/);
    expect(() =>
      parsePrometheusText(
        '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n',
      ),
    ).toThrow(/cumulative/);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('nodejs_');
    } finally {
      await bare.close();
    }
  });
});
