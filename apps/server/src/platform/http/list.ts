import { ErrorKey, LIST_QUERY_KEYS, type ListQuery, type PageResult } from '@mall/shared';
import { and, asc, desc, eq, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';
import { superQueryCondition, type SuperQuerySpec } from './super-query';

export type FilterMatch = 'like' | 'eq';

export type ListFilter =
  { column: AnyColumn; match: FilterMatch } | { condition(value: unknown): SQL | undefined };

/** What a list may sort and filter on: server-side whitelists mapping query names to columns. */
export interface ListSpec {
  sortColumns: Readonly<Record<string, AnyColumn>>;
  defaultSort: { column: AnyColumn; order: 'asc' | 'desc' };
  /** Appended to every ordering so that paging is stable when sort values repeat. */
  tieBreaker: AnyColumn;
  /** The row's key that `selections` names; the tie-breaker when absent. */
  rowKey?: AnyColumn;
  /** A column matched `like` or `eq`, or a condition built from the (non-empty) value. */
  filters: Readonly<Record<string, ListFilter>>;
  /** The advanced query's whitelist; absent: an advanced query is refused. */
  superQuery?: SuperQuerySpec;
}

/**
 * A page read by keyset rather than by number: up to `size` rows that come after the row whose tie-breaker
 * is `after` in the list's order (from the first row without it). Reading on from the last row of the
 * previous page costs the same for the last page as for the first, where an offset re-reads every row
 * before the page; and a row added or removed meanwhile does not shift the pages (no row read twice).
 */
export interface KeysetPage {
  size: number;
  after?: string;
}

export interface ListPlan {
  /** The whitelisted field filters and the advanced query, ANDed; undefined when there are none. */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page<T>(records: T[], total: number): PageResult<T>;
}

/**
 * Turns a parsed list query (the route's schema must keep unknown keys, e.g. `.loose()`) into
 * SQL parts. A key, sort column or filter outside the whitelists is a 400 before any SQL is built.
 * With `keyset`, the plan reads that page (same filters and order) instead of the query's page number.
 */
export function planList(
  query: ListQuery & Record<string, unknown>,
  spec: ListSpec,
  keyset?: KeysetPage,
): ListPlan {
  for (const key of Object.keys(query)) {
    if (!LIST_QUERY_KEYS.includes(key) && !Object.hasOwn(spec.filters, key)) {
      throw new AppError(400, ErrorKey.filterNotAllowed, { params: { field: key } });
    }
  }

  const conditions: SQL[] = [];
  // The advanced query narrows the list beside the ordinary filters; refused when the list offers none,
  // where ignoring it would show an unfiltered list as if it were filtered.
  const advanced = superQueryCondition(query.superQueryParams, query.superQueryMatchType, spec.superQuery);
  if (advanced) conditions.push(advanced);
  for (const [field, filter] of Object.entries(spec.filters)) {
    const value = query[field];
    const condition =
      'condition' in filter
        ? value === undefined || value === null || value === ''
          ? undefined
          : filter.condition(value)
        : filterCondition(filter.column, filter.match, value);
    if (condition) conditions.push(condition);
  }

  // Rows chosen in the list (an export of the selection): only they, within the other filters.
  const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
  if (selections.length > 0) conditions.push(inArray(spec.rowKey ?? spec.tieBreaker, selections));

  const offset = keyset ? 0 : (query.pageNo - 1) * query.pageSize;
  if (!Number.isSafeInteger(offset)) throw new AppError(400, ErrorKey.badRequest);

  const sort = sortOf(query, spec);
  if (keyset?.after !== undefined) {
    conditions.push(rowsAfter(sort, { column: spec.tieBreaker, order: 'asc' }, keyset.after));
  }
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy: [termOf(sort), asc(spec.tieBreaker)],
    limit: keyset ? keyset.size : query.pageSize,
    offset,
    page: (records, total) => ({
      records,
      total,
      current: query.pageNo,
      size: query.pageSize,
      pages: Math.ceil(total / query.pageSize),
    }),
  };
}

/** A column and its direction in a list's order. */
export interface SortKey {
  column: AnyColumn;
  order: 'asc' | 'desc';
}

/** The order a list query asks for: its whitelisted column, else the spec's default. */
export function sortOf(query: ListQuery, spec: ListSpec): SortKey {
  if (query.column === undefined) return spec.defaultSort;
  if (!Object.hasOwn(spec.sortColumns, query.column)) {
    throw new AppError(400, ErrorKey.sortColumnNotAllowed, { params: { column: query.column } });
  }
  return { column: spec.sortColumns[query.column] as AnyColumn, order: query.order };
}

const termOf = (key: SortKey): SQL => (key.order === 'asc' ? asc(key.column) : desc(key.column));

/**
 * The rows after row `after` (its tie-breaker's value) in the order `sort`, then `tieBreaker` (unique):
 * the condition a keyset page adds. The sort value is read from that row in the query itself (an exact
 * timestamp, not one rounded to milliseconds on its way through JavaScript), so the sort column must be
 * of the tie-breaker's table, unless `afterValue` reads it (a parenthesised subquery over the list's own
 * joins, for a list sorted on a joined column). NULLs sort as PostgreSQL sorts them: last ascending, first descending.
 * A row deleted outright (not marked) since has no sort value left, which would read as NULL and place
 * the page at the wrong end of the list: no row is after a row that no longer exists (the export then
 * reads on after the row before it, see exportPages).
 */
export function rowsAfter(sort: SortKey, tieBreaker: SortKey, after: string, afterValue?: SQL): SQL {
  const column = sort.column;
  let value = afterValue;
  if (value === undefined) {
    const table = (tieBreaker.column as PgColumn).table;
    if ((column as PgColumn).table !== table) {
      throw new Error('a keyset page needs the sort column on the table of the tie-breaker');
    }
    value = sql`(select ${column} from ${table} where ${tieBreaker.column} = ${after})`;
  }
  // The subquery that reads the row's sort value finds the row or nothing.
  const exists = sql`exists ${value}`;
  const tie =
    tieBreaker.order === 'asc' ? sql`${tieBreaker.column} > ${after}` : sql`${tieBreaker.column} < ${after}`;
  // Beyond the value in the sort's direction; the same value (NULL included) beyond the tie-breaker; and
  // the NULLs that come after every value ascending, or every value after the NULLs descending.
  const beyond =
    sort.order === 'asc'
      ? sql`(${column} > ${value} or (${column} is not distinct from ${value} and ${tie}) or (${column} is null and ${value} is not null))`
      : sql`(${column} < ${value} or (${column} is not distinct from ${value} and ${tie}) or (${value} is null and ${column} is not null))`;
  return sql`(${exists} and ${beyond})`;
}

function filterCondition(column: AnyColumn, match: FilterMatch, value: unknown): SQL | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (match === 'eq') return eq(column, value);
  // The original client marks "contains" with surrounding asterisks (*abc*); a plain value means the same here.
  const text = String(value).replace(/^\*+|\*+$/g, '');
  return text ? ilike(column, `%${escapeLike(text)}%`) : undefined;
}

/** Makes %, _ and \ match themselves in a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
