import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * Inserts many rows in one statement whose values travel as one bound JSON parameter, read back into the
 * table's row type by `json_populate_recordset`. A multi-row `insert ... values` binds one parameter per
 * cell, which costs more to build than to run for imports of thousands of rows (and stops at 65,535
 * parameters); one array per column (unnest) costs twice as much to build, as each array is escaped
 * again. The JSON is read as `json` (checked, not converted to jsonb: each record is read once); times
 * travel as ISO text, absent values as null. Every row names the same columns; the columns no row names
 * take their defaults.
 */
export async function insertRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(insertStatement(table, rows));
}

/**
 * Inserts the rows that do not clash with a stored row on `conflict` (an index's columns, with its
 * condition for a partial index, as `on conflict` takes them) and answers the ids of those inserted: the
 * unique index checks each row as it is inserted, with no lookup before.
 */
export async function insertNewRows<TTable extends PgTable & { id: AnyColumn }>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  conflict: SQL,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await rowsOf<{ id: string }>(
    db,
    sql`${insertStatement(table, rows)} on conflict ${conflict} do nothing returning ${sql.identifier(table.id.name)} as id`,
  );
  return new Set(inserted.map((row) => row.id));
}

function insertStatement<TTable extends PgTable>(
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): SQL {
  const named = Object.entries(getTableColumns(table) as Record<string, AnyColumn>).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  // Each row as an object keyed by column names, written by one JSON.stringify: one flat text, where
  // adding each value to the text makes a string per cell and a copy of the whole when it is sent.
  const records = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of named) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    }),
  );
  const names = sql.join(
    named.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${records}::json)`;
}
