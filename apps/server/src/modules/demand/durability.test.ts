import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@mall/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_PASSWORDS, type TestDatabase } from '../../test/app';
import { encryptForTransport } from '../../test/transport';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server in its own process, as deployed (node + tsx), on the given database. */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

async function stopped(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill(signal);
  await exited;
}

async function login(base: string, username = 'buyer'): Promise<string> {
  const { key, iv } = (
    (await (await fetch(`${base}/sys/getEncryptedString`)).json()) as { result: { key: string; iv: string } }
  ).result;
  const response = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: encryptForTransport(key, iv, TEST_PASSWORDS.demo) }),
  });
  const body = (await response.json()) as { result: { token: string } };
  return body.result.token;
}

async function api<T>(
  base: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; result: T }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-access-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, result: ((await response.json()) as { result: T }).result };
}

let dataDir: string | undefined;
let database: TestDatabase | undefined;
const servers: ChildProcess[] = [];

afterAll(async () => {
  for (const server of servers) await stopped(server, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** How many system messages `token`'s user has about each of `orderIds`. */
async function messagesAbout(base: string, token: string, orderIds: string[]): Promise<number[]> {
  const bell = await api<{ sysMsgList: Array<{ busId: string | null }> }>(
    base,
    token,
    '/sys/annountCement/listByUser',
  );
  return orderIds.map((id) => bell.result.sysMsgList.filter((item) => item.busId === id).length);
}

/** Asks again until every order has its message (the restarted server delivers what the dead one left). */
async function untilEveryOrderTold(base: string, token: string, orderIds: string[]): Promise<number[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const counts = await messagesAbout(base, token, orderIds);
    if (counts.every((count) => count > 0) || Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const ORDERS = 6;

describe('an acknowledged submit', () => {
  it(
    'survives kill -9 of the server process, and its staff notification is delivered exactly once',
    { timeout: 400_000 },
    async () => {
      database = await createTestDatabase();
      dataDir = await mkdtemp(join(tmpdir(), 'mall-durability-'));
      const port = await freePort();
      const env: Record<string, string> = {
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: TEST_PASSWORDS.admin,
        DEMO_PASSWORD: TEST_PASSWORDS.demo,
        LOGIN_CAPTCHA: 'false',
        RATE_LIMIT: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent/web-dist',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      };
      const base = `http://127.0.0.1:${port}${API_BASE}`;

      const first = startServer(env);
      servers.push(first);
      await waitUntilUp(base, first);
      const token = await login(base);
      const home = await api<{ hot: Array<{ id: string }> }>(base, token, '/mall/home');
      const productId = home.result.hot[0]?.id as string;
      const detail = await api<{ version: number; styles: Array<{ id: string; onShelf: boolean }> }>(
        base,
        token,
        `/mall/product/detail?id=${productId}`,
      );
      const style = detail.result.styles.find((candidate) => candidate.onShelf);
      // Several at once: the last answers arrive while the first orders' events are still being delivered.
      const submitted = await Promise.all(
        Array.from({ length: ORDERS }, () =>
          api<{ id: string; orderNo: string }>(base, token, '/mall/demand/submit', {
            items: [{ productId, styleId: style?.id, quantity: 2 }],
            productVersions: { [productId]: detail.result.version },
          }),
        ),
      );
      // No graceful shutdown: the process dies the moment the answers have arrived.
      await stopped(first, 'SIGKILL');
      expect(submitted.map((answer) => answer.status)).toEqual(Array(ORDERS).fill(200));

      const second = startServer(env);
      servers.push(second);
      await waitUntilUp(base, second);
      const again = await login(base);
      for (const { result } of submitted) {
        const order = await api<{ orderNo: string; items: unknown[] }>(
          base,
          again,
          `/mall/demand/queryById?id=${result.id}`,
        );
        expect(order.status).toBe(200);
        expect(order.result.orderNo).toBe(result.orderNo);
        expect(order.result.items).toHaveLength(1);
      }
      // The tenant's sales staff hear of every acknowledged order once: none lost, none told twice.
      const sales = await login(base, 'sales');
      const orderIds = submitted.map(({ result }) => result.id);
      expect(await untilEveryOrderTold(base, sales, orderIds)).toEqual(Array(ORDERS).fill(1));
      await stopped(second, 'SIGTERM');
    },
  );
});
