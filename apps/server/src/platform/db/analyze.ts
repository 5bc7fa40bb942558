import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Brings the planner's statistics of `tables` up to date. A bulk write (an import) changes a table's size
 * and spread faster than autovacuum notices; until it does, queries on the new rows are planned as if they
 * were not there.
 */
export async function analyzeTables(db: Database, tables: readonly PgTable[]): Promise<void> {
  if (tables.length === 0) return;
  const names = tables.map((table) => sql.identifier(getTableConfig(table).name));
  await db.execute(sql`analyze ${sql.join(names, sql`, `)}`);
}
