// `npm run bench:search -w @mall/bench`: GET /mall/serversys/mall/product/search over BENCH_PRODUCTS
// (100,000) generated products, against a bare Fastify handler running exactly the same statement on the
// same database, with BENCH_CONNECTIONS (32) connections: throughput of both, their ratio, and p95, for
// a few searches repeated (answered from the mall's cache) and for searches that never repeat.
// On PostgreSQL (BENCH_DATABASE_URL, default the local server) and on the embedded PGlite
// (BENCH_SEARCH_DATABASES=postgres,pglite chooses; the bare PGlite handler queries the same PGlite).
import { API_BASE, productSearchQuerySchema, type ProductSearchQuery } from '@mall/shared';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { sysCategory } from '../../apps/server/src/modules/category/schema';
import { searchStatement } from '../../apps/server/src/modules/catalogue/mall-search';
import { encryptPassword } from '../../apps/server/src/test/transport';
import { createBenchDatabase } from './database';
import { distinctScenarios, generateProducts, scenarios } from './search-products';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASES = (process.env.BENCH_SEARCH_DATABASES ?? 'postgres,pglite').split(',');
const ADMIN_PASSWORD = 'Bench#Admin1';
const DEMO_PASSWORD = 'Bench#Demo1';

interface SearchLoad {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

const dialect = new PgDialect();

async function run(kind: 'postgres' | 'pglite'): Promise<void> {
  const database = kind === 'postgres' ? await createBenchDatabase() : undefined;
  if (kind === 'postgres' && !database?.url) {
    console.log('PostgreSQL: no server answered (set BENCH_DATABASE_URL); skipped.');
    return;
  }
  const config = loadConfig({
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ADMIN_PASSWORD,
    DEMO_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
    LOGIN_CAPTCHA: 'false',
    RATE_LIMIT: 'false',
  });
  const app = await buildApp({ ...config, DATA_DIR: undefined });
  let bare: FastifyInstance | undefined;
  let pool: pg.Pool | undefined;
  try {
    const started = Date.now();
    await generateProducts(app.db, PRODUCTS);
    console.log(
      `\n${kind}: generated ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const [root] = await app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01'));
    const [leaf] = await app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A02A01'));
    if (!root || !leaf) throw new Error('demo categories missing');

    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${portOf(app)}`;
    const login = await fetch(`${origin}${API_BASE}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer', password: await encryptPassword(app, DEMO_PASSWORD) }),
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;

    // The same statement our handler sends, by search: the bare handler runs it as it is.
    const statementsOf = (searches: Record<string, string>[]) =>
      searches.map((query) => {
        const parsed = productSearchQuerySchema.parse(query satisfies ProductSearchQuery);
        return {
          path: `${API_BASE}/mall/product/search?${new URLSearchParams(query)}`,
          page: dialect.sqlToQuery(searchStatement(root.tenantId, parsed).page),
        };
      });
    const streams = {
      repeated: statementsOf(scenarios(root.id, leaf.id)),
      distinct: statementsOf(distinctScenarios()),
    };

    bare = Fastify({ logger: false });
    let query: (text: string, params: unknown[]) => Promise<unknown[]>;
    if (database?.url) {
      pool = new pg.Pool({ connectionString: database.url, max: 10 });
      const bound = pool;
      query = async (text, params) => (await bound.query(text, params)).rows;
    } else {
      const client = (
        app.db as unknown as {
          $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
        }
      ).$client;
      query = async (text, params) => (await client.query(text, params)).rows;
    }
    bare.get('/search/:stream/:n', async (request) => {
      const { stream, n } = request.params as { stream: keyof typeof streams; n: string };
      const search = streams[stream]?.[Number(n)];
      if (!search) throw new Error('no such search');
      const rows = (await query(search.page.sql, search.page.params)) as { total: number }[];
      return { success: true, result: { records: rows, total: rows[0]?.total } };
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareOrigin = `http://127.0.0.1:${portOf(bare)}`;

    // Every search answers 200 on our side before the load starts.
    for (const search of [...streams.repeated, ...streams.distinct]) {
      const response = await fetch(`${origin}${search.path}`, { headers: { 'X-Access-Token': token } });
      const body = (await response.json()) as { result?: { total: number; capped: boolean } };
      if (!response.ok) throw new Error(`${search.path} answered ${response.status}`);
      if (process.env.BENCH_SHOW_SQL) console.log(search.path, body.result?.total, body.result?.capped);
    }

    // Repeated: the 10 searches of scenarios(), answered from the mall's cache after their first time.
    // Distinct: 2,048 searches cycled, more than the cache keeps, so every one reads the database.
    for (const stream of ['repeated', 'distinct'] as const) {
      const searches = streams[stream];
      const ours: SearchLoad[] = [];
      const baseline: SearchLoad[] = [];
      const measureOurs = () =>
        load(
          origin,
          searches.map((search) => search.path),
          { 'X-Access-Token': token },
        );
      const measureBare = () =>
        load(
          bareOrigin,
          searches.map((_, n) => `/search/${stream}/${n}`),
          {},
        );
      for (let round = 0; round < ROUNDS; round++) {
        if (round % 2 === 0) ours.push(await measureOurs());
        baseline.push(await measureBare());
        if (round % 2 === 1) ours.push(await measureOurs());
        console.log(
          `${stream} round ${round + 1}/${ROUNDS}: ours ${ours.at(-1)?.requestsPerSecond.toFixed(0)} req/s, ` +
            `bare ${baseline.at(-1)?.requestsPerSecond.toFixed(0)} req/s`,
        );
      }
      const oursMedian = median(ours);
      const bareMedian = median(baseline);
      report(`ours  GET /mall/product/search, ${stream} (median)`, oursMedian);
      report(
        `bare  Fastify + ${kind === 'postgres' ? 'pg' : 'PGlite'}, same statements (median)`,
        bareMedian,
      );
      const share = oursMedian.requestsPerSecond / bareMedian.requestsPerSecond;
      console.log(
        `${kind} ${stream}: ours/bare throughput ${(share * 100).toFixed(0)}% (target at least 67%), ` +
          `ours p95 ${oursMedian.p95} ms, bare p95 ${bareMedian.p95} ms ` +
          `(target under 50 ms at ${CONNECTIONS} connections)`,
      );
    }
  } finally {
    await bare?.close();
    await pool?.end();
    await app.close();
    await database?.drop();
  }
}

function portOf(instance: FastifyInstance): number {
  const address = instance.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Warm-up, then BENCH_SECONDS of load cycling through `paths`; p95 from every response's time. Each
 * connection starts at its own place in the cycle, evenly spread: connections walking the list side by
 * side would ask for the same search at once, and a long list of distinct searches would repeat.
 */
async function load(origin: string, paths: string[], headers: Record<string, string>): Promise<SearchLoad> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path, headers }));
  let connection = 0;
  const setupClient = (client: { setRequests(requests: unknown[]): void }) => {
    const start = Math.floor((connection++ % CONNECTIONS) * (requests.length / CONNECTIONS));
    client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
  };
  const options = { url: origin, requests, connections: CONNECTIONS, setupClient };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  connection = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: SECONDS }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failed: result.non2xx + result.errors,
  };
}

function median(results: SearchLoad[]): SearchLoad {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as SearchLoad;
}

function report(label: string, result: SearchLoad) {
  console.log(
    `${label.padEnd(52)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  ` +
      `p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms` +
      (result.failed ? `  (${result.failed} failed requests!)` : ''),
  );
  if (result.failed) process.exitCode = 1;
}

for (const kind of DATABASES) {
  if (kind === 'postgres' || kind === 'pglite') await run(kind);
  else throw new Error(`BENCH_SEARCH_DATABASES: unknown ${kind}`);
}
