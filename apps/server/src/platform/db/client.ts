import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The drizzle database every module queries, whichever driver sits below it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from instead of running initdb (tests: saves ~2 s per app). */
  pgliteTemplate?: Blob | undefined;
  onPoolError?: (error: Error) => void;
}

// Arbitrary, fixed: every instance of this application uses the same key for its migration lock.
const MIGRATION_LOCK_KEY = 7_231_964_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  // Loaded only when used: a server on PostgreSQL never holds the embedded database's code.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: join(dataDir, 'pg') } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client });
  return {
    db,
    // PGlite lives inside this one process, so there is nobody to race with.
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => onPoolError?.(error));
  return {
    db: drizzlePg({ client: pool }),
    async migrate(migrationsFolder) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
