// `npm run bench:fanout`: real-time fan-out between two server instances (each in a process of its own)
// on one PostgreSQL database (BENCH_DATABASE_URL, default the local server) and one Redis (REDIS_URL,
// default the local one). BENCH_SOCKETS (2,000) users each hold a notification socket, half on each
// instance; an urgent announcement to everyone is published through instance A, BENCH_FANOUT_ROUNDS (5)
// times. Reported: each delivery's latency from the publish call to the socket (p50, p95, max; target
// p95 under 250 ms), and each instance's resident memory and JS heap per open socket (after a garbage
// collection). Loopback addresses only.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect as tcpConnect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_BASE, noticeSocketMessageCheck } from '@mall/shared';
import pg from 'pg';
import WebSocket from 'ws';
import { hashSessionToken } from '../../apps/server/src/platform/auth/token';
import { createBenchDatabase, seedUsers, type BenchDatabase } from './database';
import type { InstanceReport } from './fanout-instance';
import { signIn } from './sign-in';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 5);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECT_BATCH = 50;
const DELIVERY_TIMEOUT_MS = 30_000;
const START_TIMEOUT_MS = 120_000;
const TARGET_P95_MS = 250;
const ADMIN = { username: 'admin', password: 'Bench#Admin1' };
const DEMO_PASSWORD = 'Bench#Demo1';

interface Instance {
  name: string;
  origin: string;
  port: number;
  child: ChildProcess;
}

interface Round {
  id: string;
  started: number;
  latencies: number[];
  byInstance: Map<string, number[]>;
  done: () => void;
}

const database = await createBenchDatabase();
if (!database.url) {
  console.log('Fan-out bench: needs PostgreSQL (BENCH_DATABASE_URL); none answered, skipped.');
} else if (!(await answers(REDIS_URL))) {
  console.log(`Fan-out bench: needs Redis (REDIS_URL, ${REDIS_URL}); none answered, skipped.`);
  await database.drop();
} else {
  await runBench(database, database.url);
}

async function runBench(db: BenchDatabase, url: string) {
  const env = {
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `bench-fanout-${randomBytes(6).toString('hex')}:`,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent/web-dist',
    LOGIN_CAPTCHA: 'false',
    RATE_LIMIT: 'false',
  };
  const instances: Instance[] = [];
  const sockets: WebSocket[] = [];
  try {
    // A migrates and seeds the database; B starts on it once it is ready.
    instances.push(await startInstance('A', env));
    await seedUsers(url, SOCKETS);
    const tokens = await openSessions(url, SOCKETS);
    instances.push(await startInstance('B', env));
    const [a, b] = instances as [Instance, Instance];
    console.log(
      `Fan-out bench: ${db.describe}, Redis ${REDIS_URL}, ${SOCKETS} sockets on 2 instances, ` +
        `${ROUNDS} announcements to everyone\n`,
    );

    // The socket code paths are warmed up before the baseline, so that the delta is the sockets' own.
    for (const instance of instances) {
      const warm = await Promise.all(
        tokens.slice(0, 20).map((token) => openSocket(instance, token, () => {})),
      );
      for (const socket of warm) socket.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await Promise.all(instances.map((instance) => memoryOf(instance)));
    let current: Round | null = null;
    for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
      const batch = tokens.slice(start, start + CONNECT_BATCH);
      const opened = await Promise.all(
        batch.map((token, index) => {
          const instance = (start + index) % 2 === 0 ? a : b;
          return openSocket(instance, token, (msgId) => {
            if (!current || msgId !== current.id) return;
            const latency = performance.now() - current.started;
            current.latencies.push(latency);
            const mine = current.byInstance.get(instance.name) ?? [];
            mine.push(latency);
            current.byInstance.set(instance.name, mine);
            if (current.latencies.length === tokens.length) current.done();
          });
        }),
      );
      sockets.push(...opened);
    }
    const after = await Promise.all(instances.map((instance) => memoryOf(instance)));

    const { token } = await signIn(a.origin, ADMIN);
    const all: number[] = [];
    const perInstance = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      const id = await draftAnnouncement(a, token, `Fan-out ${round}`);
      const thisRound: Round = { id, started: 0, latencies: [], byInstance: new Map(), done: () => {} };
      const delivered = new Promise<void>((resolve) => (thisRound.done = resolve));
      current = thisRound;
      thisRound.started = performance.now();
      await api(a, token, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
      const publishMs = performance.now() - thisRound.started;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        delivered,
        new Promise((resolve) => (timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      current = null;
      const missing = tokens.length - thisRound.latencies.length;
      console.log(
        `round ${round}/${ROUNDS}: ${summary(thisRound.latencies)}  (publish call ${publishMs.toFixed(0)} ms` +
          `${missing ? `, ${missing} sockets never received it!` : ''})`,
      );
      if (missing) process.exitCode = 1;
      all.push(...thisRound.latencies);
      for (const [name, latencies] of thisRound.byInstance)
        perInstance.set(name, [...(perInstance.get(name) ?? []), ...latencies]);
      // Let the sockets and the servers settle between rounds.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    console.log(`\nall rounds, ${all.length} deliveries: ${summary(all)}`);
    for (const [name, latencies] of perInstance) console.log(`  on instance ${name}: ${summary(latencies)}`);
    const p95 = percentile(all, 0.95);
    console.log(
      `p95 ${p95.toFixed(1)} ms against the ${TARGET_P95_MS} ms target: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`,
    );
    if (p95 >= TARGET_P95_MS) process.exitCode = 1;
    for (const [index, instance] of instances.entries()) {
      const [from, to] = [before[index], after[index]];
      if (!from || !to) continue;
      const perSocket = (bytes: number) =>
        to.sockets ? `${(bytes / to.sockets / 1024).toFixed(1)} KB` : '—';
      console.log(
        `instance ${instance.name}: ${to.sockets} sockets, RSS ${mb(from.rss)} → ${mb(to.rss)} ` +
          `(${perSocket(to.rss - from.rss)} per connection), JS heap ${mb(from.heapUsed)} → ${mb(to.heapUsed)} ` +
          `(${perSocket(to.heapUsed - from.heapUsed)} per connection)`,
      );
    }
  } finally {
    for (const socket of sockets) socket.terminate();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await db.drop();
  }
}

/** Whether something listens at the Redis URL's host and port (within a second). */
function answers(redisUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** One session per bench user, written straight into the sessions table; answers the tokens. */
async function openSessions(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; tenant_id: string }>(
      `select u.id, ut.tenant_id from sys_user u join sys_user_tenant ut on ut.user_id = u.id
       where u.username like 'bench%' order by u.username limit $1`,
      [count],
    );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sys_session (id, token_hash, user_id, tenant_id, expires_at)
       select gen_random_uuid()::text, hash, user_id, tenant_id, now() + interval '1 day'
       from unnest($1::text[], $2::text[], $3::text[]) as session(hash, user_id, tenant_id)`,
      [tokens.map(hashSessionToken), rows.map((row) => row.id), rows.map((row) => row.tenant_id)],
    );
    return tokens;
  } finally {
    await client.end();
  }
}

function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = fork(fileURLToPath(new URL('./fanout-instance.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`instance ${name} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code}`)));
    child.on('message', (report: InstanceReport) => {
      if (report.kind !== 'ready') return;
      clearTimeout(timer);
      resolve({ name, origin: `http://127.0.0.1:${report.port}`, port: report.port, child });
    });
  });
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      instance.child.kill('SIGKILL');
      resolve();
    }, 10_000);
    instance.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    instance.child.send('stop');
  });
}

function memoryOf(instance: Instance): Promise<{ rss: number; heapUsed: number; sockets: number }> {
  return new Promise((resolve) => {
    const listener = (report: InstanceReport) => {
      if (report.kind !== 'memory') return;
      instance.child.off('message', listener);
      resolve(report);
    };
    instance.child.on('message', listener);
    instance.child.send('memory');
  });
}

/** Opens a notification socket on `instance`; every notice's id goes to `onNotice`. */
function openSocket(
  instance: Instance,
  token: string,
  onNotice: (msgId: string) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${instance.port}${API_BASE}/websocket/${token}`);
    socket.on('message', (data) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      const notice = noticeSocketMessageCheck.safeParse(parsed);
      if (notice.success) onNotice(notice.data.msgId);
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function api(instance: Instance, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${instance.origin}${API_BASE}${path}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: { id: string } }).result;
}

async function draftAnnouncement(instance: Instance, token: string, titile: string): Promise<string> {
  return (await api(instance, token, 'POST', '/sys/annountCement/add', { titile, priority: 'H' })).id;
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function summary(latencies: number[]): string {
  return (
    `p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms  ` +
    `max ${Math.max(0, ...latencies).toFixed(1)} ms`
  );
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
