// The operation log's cost: POST /sys/quartzJob/add (a write that is logged: one paused job row) on two instances of the server
// on one PostgreSQL (BENCH_DATABASE_URL, default the local server), one with AUDIT_LOG=true and one with
// AUDIT_LOG=false, in BENCH_ROUNDS (8) alternating rounds of BENCH_SECONDS (6) with BENCH_CONNECTIONS (32) connections.
// The log rows are batched off the request path, so the logged write should be within a few percent.
import { API_BASE } from '@mall/shared';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { encryptPassword } from '../../apps/server/src/test/transport';
import { createBenchDatabase } from './database';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
/** The logged write may be this much slower than the unlogged one (ratio of requests per second). */
const BUDGET = 0.95;
const ADMIN_PASSWORD = 'Bench#Admin1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const database = await createBenchDatabase();
if (!database.url) {
  console.log('PostgreSQL: no server answered (set BENCH_DATABASE_URL); skipped.');
  process.exit(0);
}
const apps: FastifyInstance[] = [];
async function start(auditLog: boolean) {
  const config = loadConfig({
    DATABASE_URL: database.url,
    ADMIN_PASSWORD,
    DEMO_PASSWORD: 'Bench#Demo1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
    LOGIN_CAPTCHA: 'false',
    RATE_LIMIT: 'false',
    JOBS: 'false',
    AUDIT_LOG: String(auditLog),
  });
  const app = await buildApp({ ...config, DATA_DIR: undefined });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${origin}${API_BASE}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: await encryptPassword(app, ADMIN_PASSWORD) }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  return { url: `${origin}${API_BASE}/sys/quartzJob/add`, token };
}

async function rate(target: { url: string; token: string }): Promise<{ perSecond: number; failed: number }> {
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Access-Token': target.token },
    body: JSON.stringify({ jobClassName: 'sampleEchoJob', cronExpression: '0 0 3 * * ? *' }),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { perSecond: result.requests.average, failed: result.non2xx + result.errors };
}

try {
  const logged = await start(true);
  const unlogged = await start(false);
  const on: number[] = [];
  const off: number[] = [];
  let failed = 0;
  // A round each first, not counted: both instances warm up (JIT, connection pools) before the rounds.
  await rate(logged);
  await rate(unlogged);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [true, false] : [false, true];
    for (const withLog of order) {
      const result = await rate(withLog ? logged : unlogged);
      failed += result.failed;
      (withLog ? on : off).push(result.perSecond);
    }
    console.log(
      `round ${round + 1}/${ROUNDS}: logged ${on.at(-1)?.toFixed(0)}/s, not logged ${off.at(-1)?.toFixed(0)}/s`,
    );
  }
  // Each round's two runs sit side by side in time, so their ratio cancels what the machine was doing
  // then; the median of the rounds' ratios is the figure.
  const ratio = median(on.map((rate, round) => rate / (off[round] ?? rate)));
  console.log(
    `POST /sys/quartzJob/add with the operation log: ${median(on).toFixed(0)}/s, without: ${median(off).toFixed(0)}/s ` +
      `(medians); median of the rounds' ratios ${(ratio * 100).toFixed(1)} %, ${failed} failed; ` +
      `budget ≥ ${BUDGET * 100} %: ${ratio >= BUDGET ? 'met' : 'NOT met'}`,
  );
} finally {
  for (const app of apps) await app.close();
  await database.drop();
}
