import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgTable } from 'drizzle-orm/pg-core';

/** Builds queries that are embedded in other queries (no database needed until the outer query runs). */
export const subquery = new QueryBuilder();

/**
 * A column of the outer query, always table-qualified, for use inside a correlated subquery. Drizzle
 * leaves columns unqualified in a single-table select, where "id" could bind to the subquery's own table.
 */
export function outerColumn(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table as PgTable))}.${sql.identifier(column.name)}`;
}
