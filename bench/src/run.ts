// `npm run bench`: throughput of GET /mall/serversys/sys/user/list against a bare Fastify + pg handler
// that runs exactly the same SQL on the same database, in this one process, and their ratio, with what
// writing the list answer through its response schema costs over plain JSON.stringify; then the
// web pages a buyer meets first: their gzipped first-load JavaScript (the mall home against its 300 KB
// budget) and their Lighthouse scores, mobile and desktop.
import { API_BASE } from '@mall/shared';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { startBareServer } from './bare-server';
import { createBenchDatabase, seedUsers } from './database';
import { loadSettings, measure, type LoadResult } from './load';
import { signIn } from './sign-in';
import { serialisationProbe, type SerialisationCost } from './serialisation';
import { captureQueries } from './sql-capture';
import { benchWebPages } from './web-bench';
import { ensureWebBuild } from '../../scripts/lib/web-build.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const ADMIN_PASSWORD = 'Bench#Admin1';
const DEMO_PASSWORD = 'Bench#Demo1';
const LIST_ROUTE = `${API_BASE}/sys/user/list`;
const LIST_PATH = `${LIST_ROUTE}?pageNo=3&pageSize=10&column=createTime&order=desc`;

ensureWebBuild();
const database = await createBenchDatabase();
const config = loadConfig({
  DATABASE_URL: database.url,
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  // The bench signs in through the API, without a captcha.
  LOGIN_CAPTCHA: 'false',
});
const listSerialisation = serialisationProbe('GET', LIST_ROUTE);
const app = await buildApp({ ...config, DATA_DIR: undefined }, { configure: listSerialisation.watch });
try {
  if (database.url) await seedUsers(database.url, USERS);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const { token } = await signIn(origin, { username: 'admin', password: ADMIN_PASSWORD });
  const headers = { 'X-Access-Token': token };

  console.log(
    `Bench: ${database.describe}, ${USERS} extra users, ${loadSettings.connections} connections, ` +
      `${ROUNDS} rounds of ${loadSettings.warmupSeconds} s warm-up + ${loadSettings.seconds} s per target\n`,
  );

  // Captured before any load runs, so that only this one request's statements are recorded.
  let listAnswer: unknown;
  const queries = await captureQueries(async () => {
    const response = await fetch(`${origin}${LIST_PATH}`, { headers });
    if (!response.ok) throw new Error(`list answered ${response.status}: ${await response.text()}`);
    listAnswer = await response.json();
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
      console.log(`\nratio bare/ours throughput: ${ratio.toFixed(2)}x (budget: at most 1.5x)`);
      reportSerialisation(listSerialisation.cost(app, listAnswer), ours);
    } finally {
      await bare.app.close();
    }
  }

  await benchWebPages(
    origin,
    config.WEB_DIST,
    { username: 'buyer', password: DEMO_PASSWORD },
    { username: 'sales', password: DEMO_PASSWORD },
    { username: 'admin', password: ADMIN_PASSWORD },
  );
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

/** What writing the answer through its response schema costs, per answer and as a share of a request. */
function reportSerialisation(cost: SerialisationCost, ours: LoadResult) {
  const extraUs = cost.throughSchemaUs - cost.plainUs;
  const requestUs = 1e6 / ours.requestsPerSecond;
  console.log(
    `serialisation of one list answer: ${cost.throughSchemaUs.toFixed(1)} µs through its response schema, ` +
      `${cost.plainUs.toFixed(1)} µs plain JSON.stringify (+${extraUs.toFixed(1)} µs, ` +
      `${((extraUs / requestUs) * 100).toFixed(1)}% of the ${requestUs.toFixed(0)} µs per request at ours' throughput)`,
  );
}

function report(label: string, result: LoadResult) {
  const problems = result.non2xx + result.errors;
  console.log(
    `${label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  ` +
      `p50 ${result.p50} ms  p99 ${result.p99} ms${problems ? `  (${problems} failed requests!)` : ''}`,
  );
  if (problems) process.exitCode = 1;
}
