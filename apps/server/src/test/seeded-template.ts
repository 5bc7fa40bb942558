import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { seedIfEmpty } from '../db/seed';
import { openDatabase, type Database } from '../platform/db/client';
import { localFileStorage, type FileStorage } from '../platform/files/storage';
import { adminQuery, databaseUrlOf, TEST_SEED } from './app';
import { pgliteTemplate } from './pglite-template';

/** A database migrated and seeded as a test app's first start leaves it, which test apps start from. */
export interface SeededTemplate {
  /** The in-memory PGlite's data-directory dump (a file), when the project runs on PGlite. */
  pgliteDump?: string;
  /** The PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), when the project runs on PostgreSQL. */
  postgresDatabase?: string;
  /** The files the seed stored (pictures, datasheets), copied into each test app's file storage. */
  files: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * Vitest global setup of a server project: migrates and seeds one database before the test files run,
 * so that each test app copies it instead of migrating and seeding its own (seconds per test file).
 * Made anew for every run, so it always has the current migrations and seed (whose demo orders are
 * dated relative to now); removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(join(tmpdir(), 'mall-seeded-template-'));
  const files = await localFileStorage(join(workDir, 'data'));
  const onPostgres = project.config.env.TEST_DB === 'postgres';
  let template: SeededTemplate;
  let postgresDatabase: string | undefined;
  try {
    if (onPostgres) {
      postgresDatabase = `test_template_${randomBytes(6).toString('hex')}`;
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
      await adminQuery(adminUrl, `create database "${postgresDatabase}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, postgresDatabase) });
      try {
        await handle.migrate(MIGRATIONS_FOLDER);
        await seed(handle.db, files);
      } finally {
        // A database is copied only while nobody is connected to it.
        await handle.close();
      }
      template = { postgresDatabase, files: files.root! };
    } else {
      const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await seed(db, files);
      // Everything written goes into the data files, so a copy starts without replaying the log.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('none');
      await client.close();
      const pgliteDump = join(workDir, 'pglite.tar');
      await writeFile(pgliteDump, Buffer.from(await dump.arrayBuffer()));
      template = { pgliteDump, files: files.root! };
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('seededTemplate', template);
  return teardown;

  async function teardown() {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (postgresDatabase && adminUrl)
      await adminQuery(adminUrl, `drop database if exists "${postgresDatabase}" with (force)`);
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The seed a test app's first start runs (see createTestApp): the test passwords, with the demo data. */
async function seed(db: Database, files: FileStorage) {
  const credentials = await seedIfEmpty(db, { ...TEST_SEED, files });
  if (!credentials) throw new Error('the seeded template was not empty before seeding');
}
