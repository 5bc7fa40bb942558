import type { DatabaseInfo } from '@mall/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';

const SLOWEST = 10;

/** A figure the database may not give (the embedded one keeps no statistics): null when it fails. */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The database's version, size, connections, buffer cache hit ratio and, when the pg_stat_statements
 * extension is installed, its slowest statements by mean time (their text is normalised: constants
 * show as $1, $2, so no values leave the database).
 */
export async function databaseInfo(db: Database, embedded: boolean): Promise<DatabaseInfo> {
  const [version] = await rowsOf<{ version: string }>(db, sql`select version() as version`);
  const [size, activity, hits, statements] = await Promise.all([
    optional(async () => {
      const [row] = await rowsOf<{ size: string }>(
        db,
        sql`select pg_database_size(current_database()) as size`,
      );
      return numberOrNull(row?.size);
    }),
    optional(async () => {
      const [row] = await rowsOf<{ connections: string; max: string }>(
        db,
        sql`select (select count(*) from pg_stat_activity where datname = current_database()) as connections,
                   current_setting('max_connections') as max`,
      );
      return row ? { connections: numberOrNull(row.connections), max: numberOrNull(row.max) } : null;
    }),
    optional(async () => {
      const [row] = await rowsOf<{ ratio: number | null }>(
        db,
        sql`select blks_hit::float8 / nullif(blks_hit + blks_read, 0) as ratio
            from pg_stat_database where datname = current_database()`,
      );
      const ratio = numberOrNull(row?.ratio);
      return ratio === null ? null : Math.round(ratio * 1000) / 1000;
    }),
    optional(async () => {
      const [installed] = await rowsOf<{ present: boolean }>(
        db,
        sql`select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as present`,
      );
      if (!installed?.present) return null;
      const found = await rowsOf<{ query: string; calls: string; mean: number; total: number }>(
        db,
        sql`select query, calls, mean_exec_time as mean, total_exec_time as total
            from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
            order by mean_exec_time desc limit ${SLOWEST}`,
      );
      return found.map((row) => ({
        query: row.query,
        calls: Number(row.calls),
        meanMs: Math.round(Number(row.mean) * 100) / 100,
        totalMs: Math.round(Number(row.total) * 100) / 100,
      }));
    }),
  ]);
  return {
    embedded,
    version: version?.version ?? '',
    sizeBytes: size,
    connections: activity?.connections ?? null,
    maxConnections: activity?.max ?? null,
    cacheHitRatio: hits,
    slowStatements: statements,
  };
}
