import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PASSWORDS, E2E_PORT } from './accounts';

const repoRoot = join(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;
/** The last server output kept, printed when a start fails. */
const OUTPUT_TAIL_CHARS = 4_000;

export interface MallServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The real server (built as `npm start` builds it) serving the real web build, on a fresh embedded database of its own: one per Playwright
 * worker, so workers never see each other's data, and a worker restarted after a failure (a retry) starts
 * from the seed again. Its Redis keys and channel get a prefix of their own when REDIS_URL is set.
 * `extraEnv` adds configuration (a spec's own S3 bucket or sign-in providers, say).
 */
export async function startMallServer(
  workerIndex: number,
  extraEnv: Record<string, string> = {},
): Promise<MallServer> {
  const port = mallServerPort(workerIndex);
  const dataDir = mkdtempSync(join(tmpdir(), `mall-e2e-w${workerIndex}-`));
  let output = '';
  // The server as `npm start` runs it, built by the global set-up (support/build-server.ts).
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_KEY_PREFIX: `mall-e2e-${process.pid}-w${workerIndex}:`,
      ADMIN_PASSWORD: E2E_PASSWORDS.admin,
      DEMO_PASSWORD: E2E_PASSWORDS.demo,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The specs sign in through the page many times from one address: no captcha, no rate limits.
      LOGIN_CAPTCHA: 'false',
      RATE_LIMIT: 'false',
      // The gateway spec's upstream listens on this machine's loopback address.
      GATEWAY_UPSTREAM_ALLOWLIST: '127.0.0.1',
      ...extraEnv,
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${url}/mall/serversys/readyz`, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return { url, stop };
}

/** The port the server of worker `workerIndex` listens on. */
export const mallServerPort = (workerIndex: number) => E2E_PORT + workerIndex;

async function waitUntilReady(readyUrl: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the e2e server was not ready within ${START_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
