import { randomBytes } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_BASE } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config';
import { pgliteTemplate } from './pglite-template';
import { encryptPassword } from './transport';

/** The passwords the seeded users get in tests. */
export const TEST_PASSWORDS = { admin: 'Admin#pass1', demo: 'Demo#pass1' } as const;

/** What a test app's first start seeds when its env sets none of SEED_SETTINGS: the seeded template's seed. */
export const TEST_SEED = {
  adminPassword: TEST_PASSWORDS.admin,
  demoPassword: TEST_PASSWORDS.demo,
  demoData: true,
} as const;
const SEED_SETTINGS = ['ADMIN_PASSWORD', 'DEMO_PASSWORD', 'DEMO_DATA'];

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
  /**
   * Migrates and seeds an empty database, as a first start does, instead of starting from a copy of the
   * run's seeded template (see seeded-template.ts): for tests of that start itself.
   */
  freshDatabase?: boolean;
}

/**
 * The whole app on a fresh, seeded database: in-memory PGlite, or a new database on TEST_DATABASE_URL
 * when TEST_DB=postgres (dropped again by close()). Build one per test file. With the default seed the
 * database is a copy of the run's seeded template; an env that changes the seed, or freshDatabase, has
 * the app migrate and seed an empty one.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seeded =
    options.freshDatabase !== true && SEED_SETTINGS.every((setting) => options.env?.[setting] === undefined);
  const database = options.database ?? (await createTestDatabase({ seeded }));
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
    const template = database.databaseUrl ? undefined : (database.pgliteDump ?? (await pgliteTemplate()));
    app = await buildApp(
      { ...config, DATA_DIR: undefined },
      { ...options, ...(template ? { pgliteTemplate: template } : {}) },
    );
    if (database.seededFiles) await copySeededFiles(database.seededFiles, app);
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

/** The seed's files into the app's storage: copied into its folder, or put into its bucket one by one. */
async function copySeededFiles(from: string, app: FastifyInstance): Promise<void> {
  if (app.files.root !== null) {
    await cp(from, app.files.root, { recursive: true });
    return;
  }
  for (const folder of await readdir(from)) {
    for (const name of await readdir(join(from, folder))) {
      await app.files.put(`${folder}/${name}`, await readFile(join(from, folder, name)));
    }
  }
}

export interface TestDatabase {
  /** undefined: use an in-memory PGlite. */
  databaseUrl: string | undefined;
  /** The data-directory dump the in-memory PGlite starts from; undefined: an empty cluster. */
  pgliteDump?: Blob;
  /** Files the database's seed stored, for the app's file storage; undefined: none. */
  seededFiles?: string;
  drop(): Promise<void>;
}

/**
 * A new database: on TEST_DATABASE_URL when TEST_DB=postgres, else in-memory PGlite. Empty, or with
 * `seeded` a copy of the run's seeded template (migrated, with the test seed and its files).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const template = seeded ? inject('seededTemplate') : undefined;
  if (process.env.TEST_DB !== 'postgres') {
    if (!template?.pgliteDump) return { databaseUrl: undefined, drop: async () => undefined };
    return {
      databaseUrl: undefined,
      pgliteDump: await pgliteDumpOf(template.pgliteDump),
      seededFiles: template.files,
      drop: async () => undefined,
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const source = template?.postgresDatabase;
  await adminQuery(adminUrl, `create database "${name}"${source ? ` template "${source}"` : ''}`);
  return {
    databaseUrl: databaseUrlOf(adminUrl, name),
    ...(source && template ? { seededFiles: template.files } : {}),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

let pgliteDump: Promise<Blob> | undefined;

/** The seeded template's PGlite dump, read once and kept for the test files that follow. */
function pgliteDumpOf(file: string): Promise<Blob> {
  pgliteDump ??= readFile(file).then((content) => new Blob([content]));
  return pgliteDump;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on its own connection to `url` (creating and dropping databases). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
