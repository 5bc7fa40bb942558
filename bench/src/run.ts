// `npm run bench`: throughput of GET /mall/serversys/sys/user/list against a bare Fastify + pg handler
// that runs exactly the same SQL on the same database, in this one process, and their ratio; then the
// gzipped JavaScript a real browser loads for the mall home, against its 300 KB budget.
import { API_BASE } from '@mall/shared';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { startBareServer } from './bare-server';
import { createBenchDatabase, seedUsers } from './database';
import { loadSettings, measure, type LoadResult } from './load';
import { captureQueries } from './sql-capture';
import { measureMallHomeFirstLoad } from './web-first-load';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';

const MALL_HOME_BUDGET_BYTES = 300 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const ADMIN_PASSWORD = 'Bench#Admin1';
const LIST_PATH = `${API_BASE}/sys/user/list?pageNo=3&pageSize=10&column=createTime&order=desc`;

ensureWebBuild();
const database = await createBenchDatabase();
const config = loadConfig({
  DATABASE_URL: database.url,
  ADMIN_PASSWORD,
  DEMO_PASSWORD: 'Bench#Demo1',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const app = await buildApp({ ...config, DATA_DIR: undefined });
try {
  if (database.url) await seedUsers(database.url, USERS);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const login = await fetch(`${origin}${API_BASE}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const headers = { 'X-Access-Token': token };

  console.log(
    `Bench: ${database.describe}, ${USERS} extra users, ${loadSettings.connections} connections, ` +
      `${ROUNDS} rounds of ${loadSettings.warmupSeconds} s warm-up + ${loadSettings.seconds} s per target\n`,
  );

  // Captured before any load runs, so that only this one request's statements are recorded.
  const queries = await captureQueries(async () => {
    const response = await fetch(`${origin}${LIST_PATH}`, { headers });
    if (!response.ok) throw new Error(`list answered ${response.status}: ${await response.text()}`);
  });
  if (process.env.BENCH_SHOW_SQL) for (const query of queries) console.log(query.text, query.values ?? []);

  const measureOurs = () => measure(`${origin}${LIST_PATH}`, headers);
  if (!database.url) {
    report('ours  GET /sys/user/list', await measureOurs());
    console.log(
      '\nThe bare Fastify + pg baseline needs PostgreSQL: set BENCH_DATABASE_URL. No ratio printed.',
    );
  } else {
    const bare = await startBareServer(database.url, queries);
    try {
      const measureBare = () => measure(`http://127.0.0.1:${bare.port}/list`);
      const { ours, baseline } = await alternateRounds(measureOurs, measureBare);
      report('ours  GET /sys/user/list (median)', ours);
      report(`bare  Fastify + pg, same ${queries.length} statements (median)`, baseline);
      const ratio = baseline.requestsPerSecond / ours.requestsPerSecond;
      console.log(`\nratio bare/ours throughput: ${ratio.toFixed(2)}x (budget: at most 2x)`);
    } finally {
      await bare.app.close();
    }
  }

  const firstLoad = await measureMallHomeFirstLoad(origin, config.WEB_DIST, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  if (typeof firstLoad === 'string') console.log(`\nweb: not measured, ${firstLoad}`);
  else {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `\nweb  mall home first load: ${kb(firstLoad.gzipBytes)} gzipped JS in ${firstLoad.files} files ` +
        `(${((firstLoad.gzipBytes / MALL_HOME_BUDGET_BYTES) * 100).toFixed(0)}% of the ${kb(MALL_HOME_BUDGET_BYTES)} budget)`,
    );
    if (firstLoad.gzipBytes > MALL_HOME_BUDGET_BYTES) process.exitCode = 1;
  }
} finally {
  await app.close();
  await database.drop();
}

/**
 * BENCH_ROUNDS rounds, the order swapped every round so that neither side always meets the colder
 * database; each side's median round (by throughput) is compared.
 */
async function alternateRounds(
  measureOurs: () => Promise<LoadResult>,
  measureBare: () => Promise<LoadResult>,
): Promise<{ ours: LoadResult; baseline: LoadResult }> {
  const ours: LoadResult[] = [];
  const baseline: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) ours.push(await measureOurs());
    baseline.push(await measureBare());
    if (round % 2 === 1) ours.push(await measureOurs());
    console.log(
      `round ${round + 1}/${ROUNDS}: ours ${ours.at(-1)?.requestsPerSecond.toFixed(0)} req/s, ` +
        `bare ${baseline.at(-1)?.requestsPerSecond.toFixed(0)} req/s`,
    );
  }
  return { ours: median(ours), baseline: median(baseline) };
}

function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
}

function report(label: string, result: LoadResult) {
  const problems = result.non2xx + result.errors;
  console.log(
    `${label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  ` +
      `p50 ${result.p50} ms  p99 ${result.p99} ms${problems ? `  (${problems} failed requests!)` : ''}`,
  );
  if (problems) process.exitCode = 1;
}
