import { ErrorKey } from '@mall/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError } from '../http/app-error';
import type { Database } from './client';

/** A table whose rows carry an optimistic-lock version and who changed them last. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updateBy: PgColumn;
  updateTime: PgColumn;
};

export interface VersionedChange<TTable extends VersionedTable> {
  id: string;
  /** The version the client read; the change applies only while the row still has it. */
  version: number;
  set: PgUpdateSetSource<TTable>;
  /** The user making the change. */
  by: string;
  /** What else the row must match, such as its tenant; a row outside it counts as missing. */
  where?: SQL | undefined;
}

/**
 * Optimistic locking: applies `set` to the row `id` only if its version is still `version`, bumping
 * the version and stamping update_by/update_time. A row that is missing (or outside `where`) is a 404;
 * a row whose version moved on is a 409 `error.stale` (changed, please refresh). Returns the new row.
 */
export async function updateVersioned<TTable extends VersionedTable>(
  db: Database,
  table: TTable,
  change: VersionedChange<TTable>,
): Promise<TTable['$inferSelect']> {
  const stamped = {
    ...change.set,
    version: sql`${table.version} + 1`,
    updateBy: change.by,
    updateTime: sql`now()`,
  } as PgUpdateSetSource<TTable>;
  const updated = (await db
    .update(table)
    .set(stamped)
    .where(and(eq(table.id, change.id), eq(table.version, change.version), change.where))
    .returning()) as TTable['$inferSelect'][];
  const row = updated[0];
  if (row) return row;

  const existing = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, change.id), change.where))
    .limit(1);
  throw existing.length > 0 ? new AppError(409, ErrorKey.stale) : new AppError(404, ErrorKey.notFound);
}
