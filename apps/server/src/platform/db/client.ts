import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { SCOPE_STATEMENT, scopeParameters, type DatabaseScope } from './scope';

/** The drizzle database every module queries, whichever driver sits below it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * The database as `scope` sees it: each transaction switches role and tenant first, and a statement
   * outside a transaction runs in a short one of its own. `db` itself is the owner's (migrations, seeds).
   */
  as(scope: DatabaseScope): Database;
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
    as(scope) {
      const parameters = scopeParameters(scope);
      const inScope = <T>(work: (tx: Transaction) => Promise<T>) =>
        client.transaction(async (tx) => {
          await tx.query(SCOPE_STATEMENT, parameters);
          return work(tx);
        });
      // The only two calls drizzle makes of its PGlite client. A statement's transaction ends with it: the
      // one connection is never held across other work.
      const scoped = {
        query: (query: string, params?: unknown[], options?: QueryOptions) =>
          inScope((tx) => tx.query(query, params, options)),
        transaction: inScope,
      };
      return drizzlePglite({ client: scoped as unknown as typeof client });
    },
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
    as: (scope) => drizzlePg({ client: new ScopedPool(pool, scope) as unknown as pg.Pool }),
    close: () => pool.end(),
  };
}

/**
 * The pool as `scope` sees it (drizzle knows a pool by the word in its class name): a transaction's
 * connection puts itself in scope right after BEGIN; a lone statement gets a transaction of its own.
 */
class ScopedPool {
  private readonly parameters: [string, string, string];

  constructor(
    private readonly pool: pg.Pool,
    scope: DatabaseScope,
  ) {
    this.parameters = scopeParameters(scope);
  }

  async connect(): Promise<pg.PoolClient> {
    const connection = await this.pool.connect();
    const parameters = this.parameters;
    return new Proxy(connection, {
      get(target, property, receiver) {
        if (property !== 'query') {
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        }
        return async (query: string | pg.QueryConfig, values?: unknown[]) => {
          const result = await target.query(query, values);
          if (/^\s*begin\b/i.test(typeof query === 'string' ? query : query.text)) {
            await target.query(SCOPE_STATEMENT, parameters);
          }
          return result;
        };
      },
    });
  }

  async query(query: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const connection = await this.pool.connect();
    try {
      await connection.query('begin');
      await connection.query(SCOPE_STATEMENT, this.parameters);
      const result = await connection.query(query, values);
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }
}
