// The server as `npm start` runs it (built into one module, run by plain Node), in a process of its own,
// and what the operating system says it and a database's connections use: memory and CPU time.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { API_BASE } from '@mall/shared';
import { encryptForTransport } from '../../apps/server/src/test/transport';
import { buildServer } from '../../scripts/lib/server-build.mjs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Signs in through the API, as a client does (transport-encrypted password), and answers the token. */
  signIn(username: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Builds the server and starts it with `env` (and BENCH_SERVER_FLAGS, Node flags such as
 * `--heap-growing-percent=100`, to compare settings); resolves once it answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const entry = await buildServer();
  const port = await freePort();
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const keyUrl = `${origin}${API_BASE}/sys/getEncryptedString`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (waited > 180_000) throw new Error('the server did not answer within 3 minutes');
    const answered = await fetch(keyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    pid: child.pid!,
    async signIn(username, password) {
      const key = (await (await fetch(keyUrl)).json()) as { result: { key: string; iv: string } };
      const response = await fetch(`${origin}${API_BASE}/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          password: encryptForTransport(key.result.key, key.result.iv, password),
        }),
      });
      return ((await response.json()) as { result: { token: string } }).result.token;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A process's resident memory in bytes (0 once it has gone). */
export function residentBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function cpuTicksOf(pid: string | number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU time (user and system) a process has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  return (cpuTicksOf(pid) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time the PostgreSQL server processes serving database `name` have used so far, in milliseconds:
 * the backends whose title names the database (only the ones alive now are counted, so read it while
 * the server's connections are open).
 */
export function databaseCpuMs(name: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${name} `)) ticks += cpuTicksOf(pid);
    } catch {
      // The process ended while being read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
