import { randomBytes } from 'node:crypto';
import { API_BASE } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config';
import { pgliteTemplate } from './pglite-template';
import { encryptPassword } from './transport';

/** The passwords the seeded users get in tests. */
export const TEST_PASSWORDS = { admin: 'Admin#pass1', demo: 'Demo#pass1' } as const;

export interface TestApp {
  app: FastifyInstance;
  /** Logs in (admin gets TEST_PASSWORDS.admin, others TEST_PASSWORDS.demo) and returns the token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** A database another test app made (several instances on one database): close() leaves it be. */
  database?: TestDatabase;
}

/**
 * The whole app on a fresh, seeded database: in-memory PGlite, or a new database on TEST_DATABASE_URL
 * when TEST_DB=postgres (dropped again by close()). Build one per test file; it takes a second or two.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = options.database === undefined;
  const config = loadConfig({
    ADMIN_PASSWORD: TEST_PASSWORDS.admin,
    DEMO_PASSWORD: TEST_PASSWORDS.demo,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/web-dist',
    DATABASE_URL: database.databaseUrl,
    // The PostgreSQL run is the production-like one: it also talks to the configured Redis.
    REDIS_URL: database.databaseUrl ? process.env.REDIS_URL : undefined,
    // Redis outlives a test run (CI reuses the machine's): each test app counts in its own keys.
    REDIS_KEY_PREFIX: `mall-test-${randomBytes(6).toString('hex')}:`,
    // API tests sign in without the captcha and the rate limits; the sign-in tests turn them on.
    LOGIN_CAPTCHA: 'false',
    RATE_LIMIT: 'false',
    ...options.env,
  });

  let app: FastifyInstance;
  try {
    const template = database.databaseUrl ? undefined : await pgliteTemplate();
    app = await buildApp(
      { ...config, DATA_DIR: undefined },
      { ...options, ...(template ? { pgliteTemplate: template } : {}) },
    );
  } catch (error) {
    if (ownsDatabase) await database.drop();
    throw error;
  }

  return {
    app,
    async login(username, password = username === 'admin' ? TEST_PASSWORDS.admin : TEST_PASSWORDS.demo) {
      const response = await app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/login`,
        payload: { username, password: await encryptPassword(app, password) },
      });
      if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
      return response.json().result.token as string;
    },
    async close() {
      await app.close();
      if (ownsDatabase) await database.drop();
    },
  };
}

export interface TestDatabase {
  /** undefined: use an in-memory PGlite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** An empty database: a new one on TEST_DATABASE_URL when TEST_DB=postgres, else nothing (in-memory PGlite). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') return { databaseUrl: undefined, drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => onAdminConnection(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function onAdminConnection(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
