// Demand submission throughput on PostgreSQL (BENCH_DATABASE_URL, default the local server):
// POST /mall/serversys/mall/demand/submit (one line, priced from the catalogue, numbered from the sequence,
// logged, in one transaction) against a bare Fastify + pg handler running the same transaction's statements.
// BENCH_CONNECTIONS (32) connections, BENCH_SECONDS (10) per round, BENCH_ROUNDS (3) alternating rounds.
import { API_BASE } from '@mall/shared';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { mallProduct, mallProductStyle } from '../../apps/server/src/modules/catalogue/schema';
import { encryptPassword } from '../../apps/server/src/test/transport';
import { createBenchDatabase } from './database';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 300;
const DEMO_PASSWORD = 'Bench#Demo1';

interface Load {
  perSecond: number;
  p50: number;
  p95: number;
  failed: number;
  /** CPU time of this process (server and load generator) per request. */
  cpuMs: number;
}

async function load(url: string, headers: Record<string, string>, body: string): Promise<Load> {
  const cpu = process.cpuUsage();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    failed: result.non2xx + result.errors,
    cpuMs: (() => {
      const used = process.cpuUsage(cpu);
      if (process.env.BENCH_CPU_SPLIT)
        console.log(
          `  user ${(used.user / 1000 / result.requests.total).toFixed(2)} ms, system ${(used.system / 1000 / result.requests.total).toFixed(2)} ms per request`,
        );
      return (used.user + used.system) / 1000 / Math.max(1, result.requests.total);
    })(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const database = await createBenchDatabase();
if (!database.url) {
  console.log('PostgreSQL: no server answered (set BENCH_DATABASE_URL); skipped.');
  process.exit(0);
}
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
const pool = new pg.Pool({ connectionString: database.url, max: 10 });
const bare = Fastify({ logger: false });
try {
  const [row] = await app.db
    .select({ productId: mallProduct.id, styleId: mallProductStyle.id, tenantId: mallProduct.tenantId })
    .from(mallProductStyle)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductStyle.productId))
    .where(and(eq(mallProduct.status, 1), eq(mallProductStyle.status, 1)))
    .limit(1);
  if (!row) throw new Error('no product on the shelves');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${origin}${API_BASE}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'buyer', password: await encryptPassword(app, DEMO_PASSWORD) }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const me = await pool.query<{ id: string }>(`select id from sys_user where username = 'buyer'`);
  const buyerId = me.rows[0]?.id as string;
  const body = JSON.stringify({ items: [{ productId: row.productId, styleId: row.styleId, quantity: 3 }] });

  // The bare baseline: the same reads and writes in one transaction, without the framework around them
  // (no session lookup, validation, rule code or envelope).
  let n = 0;
  bare.post('/submit', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const product = await client.query(
        'select id, version, status, del_flag, name, code, model, brand, images from mall_product where tenant_id = $1 and id = $2',
        [row.tenantId, row.productId],
      );
      const style = await client.query(
        'select id, product_id, price, currency, name, spec, status, del_flag from mall_product_style where tenant_id = $1 and id = $2',
        [row.tenantId, row.styleId],
      );
      const user = await client.query(
        'select u.realname, u.phone, c.company_name from sys_user u left join sys_customer c on c.user_id = u.id where u.id = $1',
        [buyerId],
      );
      const seq = await client.query<{ n: string }>(`select nextval('mall_demand_order_no_seq') as n`);
      const id = `bare-${process.pid}-${++n}`;
      const price = style.rows[0].price as string;
      await client.query(
        `insert into mall_demand (id, tenant_id, order_no, customer_id, customer_name, customer_phone, customer_company,
           memo, currency, standard_price, discount_rate, adjustment, actual_price, expected_memo, create_by)
         values ($1, $2, $3, $4, $5, $6, $7, '', $8, $9 * 3, 1, 0, $9 * 3, '', $4)`,
        [
          id,
          row.tenantId,
          `B-${seq.rows[0]?.n}`,
          buyerId,
          user.rows[0]?.realname ?? '',
          user.rows[0]?.phone ?? '',
          user.rows[0]?.company_name ?? '',
          style.rows[0].currency,
          price,
        ],
      );
      await client.query(
        `insert into mall_demand_item (id, tenant_id, demand_id, sort_no, product_id, style_id, product_name, product_code,
           model, brand, image, style_name, spec, quantity, unit_price, standard_price, actual_price)
         values ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, null, $10, $11, 3, $12, $12 * 3, $12 * 3)`,
        [
          `${id}-1`,
          row.tenantId,
          id,
          row.productId,
          row.styleId,
          product.rows[0].name,
          product.rows[0].code,
          product.rows[0].model,
          product.rows[0].brand,
          style.rows[0].name,
          style.rows[0].spec,
          price,
        ],
      );
      const operator = await client.query('select realname from sys_user where id = $1', [buyerId]);
      await client.query(
        `insert into mall_demand_log (id, tenant_id, demand_id, action, operator_id, operator_name, new_price, memo)
         values ($1, $2, $3, 'submit', $4, $5, $6, '')`,
        [`${id}-log`, row.tenantId, id, buyerId, operator.rows[0]?.realname ?? '', price],
      );
      await client.query('commit');
      return { success: true, result: { id } };
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const bareOrigin = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;

  const check = await fetch(`${origin}${API_BASE}/mall/demand/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Access-Token': token },
    body,
  });
  if (!check.ok) throw new Error(`submit answered ${check.status}: ${await check.text()}`);

  // Both servers warm up first (JIT, pool connections), so that no round measures a cold start.
  const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  if (WARMUP_SECONDS > 0) {
    const warm = (url: string, headers: Record<string, string>) =>
      autocannon({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        connections: CONNECTIONS,
        duration: WARMUP_SECONDS,
      });
    await warm(`${origin}${API_BASE}/mall/demand/submit`, { 'X-Access-Token': token });
    await warm(`${bareOrigin}/submit`, {});
  }

  const ours: Load[] = [];
  const baseline: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measureOurs = () =>
      load(`${origin}${API_BASE}/mall/demand/submit`, { 'X-Access-Token': token }, body);
    const measureBare = () => load(`${bareOrigin}/submit`, {}, body);
    if (round % 2 === 0) ours.push(await measureOurs());
    baseline.push(await measureBare());
    if (round % 2 === 1) ours.push(await measureOurs());
    console.log(
      `round ${round + 1}/${ROUNDS}: ours ${ours.at(-1)?.perSecond.toFixed(0)} orders/s ` +
        `(${ours.at(-1)?.cpuMs.toFixed(2)} ms CPU each), bare ${baseline.at(-1)?.perSecond.toFixed(0)} orders/s ` +
        `(${baseline.at(-1)?.cpuMs.toFixed(2)} ms CPU each)`,
    );
  }
  const oursRate = median(ours.map((result) => result.perSecond));
  const bareRate = median(baseline.map((result) => result.perSecond));
  const failed = ours.reduce((sum, result) => sum + result.failed, 0);
  console.log(
    `ours  POST /mall/demand/submit: ${oursRate.toFixed(0)} orders/s (median), p50 ${median(ours.map((r) => r.p50))} ms, ` +
      `p97.5 ${median(ours.map((r) => r.p95))} ms, ${failed} failed`,
  );
  console.log(`bare  Fastify + pg, same transaction: ${bareRate.toFixed(0)} orders/s (median)`);
  console.log(
    `ours / bare = ${((oursRate / bareRate) * 100).toFixed(0)} %; target ${TARGET} orders/s: ${oursRate >= TARGET ? 'met' : 'NOT met'}`,
  );
} finally {
  await bare.close();
  await pool.end();
  await app.close();
  await database.drop();
}
