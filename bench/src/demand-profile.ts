// Diagnostic: the statements one POST /mall/demand/submit sends (pg.Client level, with the time each
// waits), then a short autocannon load, optionally under --cpu-prof.
import { API_BASE } from '@mall/shared';
import autocannon from 'autocannon';
import type { DemandSubmit } from '@mall/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../apps/server/src/platform/context';
import { inTransaction } from '../../apps/server/src/platform/db/transaction';
import { submitDemand } from '../../apps/server/src/modules/demand/submit';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { mallProduct, mallProductStyle } from '../../apps/server/src/modules/catalogue/schema';
import { encryptPassword } from '../../apps/server/src/test/transport';
import { createBenchDatabase } from './database';

const DEMO_PASSWORD = 'Bench#Demo1';
const database = await createBenchDatabase();
if (!database.url) process.exit(0);
const config = loadConfig({
  DATABASE_URL: database.url,
  ADMIN_PASSWORD: 'Bench#Admin1',
  DEMO_PASSWORD,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  WEB_DIST: '/nonexistent',
  LOGIN_CAPTCHA: 'false',
  RATE_LIMIT: 'false',
});
const app = await buildApp({ ...config, DATA_DIR: undefined });
try {
  const [row] = await app.db
    .select({ productId: mallProduct.id, styleId: mallProductStyle.id })
    .from(mallProductStyle)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
    .where(and(eq(mallProduct.status, 1), eq(mallProductStyle.status, 1)))
    .limit(1);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${origin}${API_BASE}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'buyer', password: await encryptPassword(app, DEMO_PASSWORD) }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const body = JSON.stringify({ items: [{ productId: row!.productId, styleId: row!.styleId, quantity: 3 }] });
  const submit = () =>
    fetch(`${origin}${API_BASE}/mall/demand/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Access-Token': token },
      body,
    });
  await submit();
  const log: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string; name?: string };
    const text = typeof first === 'string' ? first : first.text;
    const started = performance.now();
    if (typeof args.at(-1) === 'function') log.push(`(callback) ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      void (result as Promise<unknown>).then(() =>
        log.push(
          `${(performance.now() - started).toFixed(2)} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}`,
        ),
      );
    return result;
  } as typeof original;
  const t0 = performance.now();
  const response = await submit();
  console.log('one submit', response.status, (performance.now() - t0).toFixed(1), 'ms');
  await new Promise((resolve) => setTimeout(resolve, 500));
  pg.Client.prototype.query = original;
  console.log(`${log.length} statements`);
  for (const line of log) console.log('  ' + line);
  // CPU per submit, one at a time: through HTTP injection (framework, session, handler) and the service alone.
  const perCall = async (label: string, run: () => Promise<unknown>, n = 300) => {
    for (let i = 0; i < 50; i++) await run();
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < n; i++) await run();
    const used = process.cpuUsage(cpu);
    console.log(
      `${label}: ${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU, ${((performance.now() - started) / n).toFixed(2)} ms wall per call`,
    );
  };
  const buyer = await app.db.execute<{ id: string; tenant_id: string }>(
    sql`select u.id, ut.tenant_id from sys_user u join sys_user_tenant ut on ut.user_id = u.id where u.username = 'buyer' limit 1`,
  );
  const me = (buyer as unknown as { rows: Array<{ id: string; tenant_id: string }> }).rows[0]!;
  const ctx: RequestContext = {
    db: app.db,
    locale: 'zh',
    events: app.events,
    log: app.log,
    tenantId: me.tenant_id,
    user: {
      id: me.id,
      username: 'buyer',
      sessionId: 'x',
      tenantId: me.tenant_id,
      tenantIds: [me.tenant_id],
      roles: [],
      permissions: [],
    },
  };
  const request = JSON.parse(body) as DemandSubmit;
  await perCall('inject POST submit', () =>
    app.inject({
      method: 'POST',
      url: `${API_BASE}/mall/demand/submit`,
      headers: { 'content-type': 'application/json', 'X-Access-Token': token },
      payload: body,
    }),
  );
  await perCall('submitDemand() alone', () => submitDemand(ctx, request));
  await perCall('empty transaction', () => inTransaction(ctx, async () => undefined));
  await perCall('one select in a transaction', () => inTransaction(ctx, (tx) => tx.execute(sql`select 1`)));

  // The same statements through a bare pg client: what the driver and the socket cost without the ORM.
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const [product] = await app.db
    .select({ tenantId: mallProduct.tenantId })
    .from(mallProduct)
    .where(eq(mallProduct.id, row!.productId));
  await perCall('bare pg, 8 statements', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(
        'select s.id, s.price, s.currency, s.name, s.spec, s.status, p.id, p.version, p.name, p.code, p.model, p.brand, p.images from mall_product_style s join mall_product p on p.id = s.product_id where s.tenant_id = $1 and s.id = $2',
        [product!.tenantId, row!.styleId],
      );
      await client.query(
        `select u.realname, c.company_name, nextval('mall_demand_order_no_seq') from sys_user u left join sys_customer c on c.user_id = u.id where u.id = $1`,
        [me.id],
      );
      await client.query('select $1::text, $2::text, $3::text', ['a', 'b', 'c']);
      await client.query('select $1::text, $2::text, $3::text', ['a', 'b', 'c']);
      await client.query('select $1::text, $2::text, $3::text', ['a', 'b', 'c']);
      await client.query('commit');
    } finally {
      client.release();
    }
  });
  await pool.end();

  const result = await autocannon({
    url: `${origin}${API_BASE}/mall/demand/submit`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Access-Token': token },
    body,
    connections: 32,
    duration: Number(process.env.BENCH_SECONDS ?? 8),
  });
  console.log(
    `load: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, non2xx ${result.non2xx}`,
  );
} finally {
  await app.close();
  await database.drop();
}
