import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * Inserts many rows in one statement whose values travel as bound JSON (the rows, and one record of the
 * values every row shares), read back into the table's row type by `json_populate_recordset`. A multi-row `insert ... values` binds one parameter per
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
  const values = rows as readonly Record<string, unknown>[];
  const named = Object.entries(getTableColumns(table) as Record<string, AnyColumn>).filter(([key]) =>
    values.some((row) => row[key] !== undefined),
  );
  // A column with the same value in every row (the tenant, the author, an empty text...) travels once,
  // in one record beside the rows': less to write, send and read.
  const same = named.filter(([key]) => values.every((row) => sameValue(row[key], values[0]![key])));
  const varying = named.filter((column) => !same.includes(column));
  const record = (row: Record<string, unknown>, columns: typeof named) => {
    const json: Record<string, unknown> = {};
    for (const [key, column] of columns) json[column.name] = row[key] ?? null;
    return json;
  };
  // One JSON.stringify of objects keyed by column: one flat text, where adding each value to the text
  // makes a string per cell and a copy of the whole when it is sent.
  const records = JSON.stringify(values.map((row) => record(row, varying)));
  const common = JSON.stringify(record(values[0]!, same));
  const names = sql.join(
    named.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const picked = sql.join(
    named.map(
      ([, column]) =>
        sql`${sql.raw(same.some(([, c]) => c === column) ? 'c' : 'r')}.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${picked}
    from json_populate_recordset(null::${table}, ${records}::json) r, json_populate_record(null::${table}, ${common}::json) c`;
}

/** Whether two stored values are the same: primitives by value, objects and arrays by their JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key, i) =>
      key === bKeys[i] && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
