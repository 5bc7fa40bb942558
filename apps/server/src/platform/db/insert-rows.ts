import { getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A stored value as JSON: json/jsonb values as they are, times as ISO text, the rest as given. */
function jsonValue(column: AnyColumn, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return value;
  return value === undefined ? null : value;
}

/**
 * Inserts many rows in one statement whose values travel as one bound JSON parameter, read back into the
 * table's row type by `jsonb_populate_recordset`. A multi-row `insert ... values` binds one parameter per
 * cell, which costs more to build than to run for imports of thousands of rows (and stops at 65,535
 * parameters). Every row names the same columns; the columns no row names take their defaults.
 */
export async function insertRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => [
        columns[key]!.name,
        jsonValue(columns[key]!, (row as Record<string, unknown>)[key]),
      ]),
    ),
  );
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb)`,
  );
}
