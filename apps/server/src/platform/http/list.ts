import { ErrorKey, LIST_QUERY_KEYS, type ListQuery, type PageResult } from '@mall/shared';
import { and, asc, desc, eq, ilike, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
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
 */
export function planList(query: ListQuery & Record<string, unknown>, spec: ListSpec): ListPlan {
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

  const offset = (query.pageNo - 1) * query.pageSize;
  if (!Number.isSafeInteger(offset)) throw new AppError(400, ErrorKey.badRequest);

  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy: [sortTerm(query, spec), asc(spec.tieBreaker)],
    limit: query.pageSize,
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

function sortTerm(query: ListQuery, spec: ListSpec): SQL {
  if (query.column === undefined) {
    return spec.defaultSort.order === 'asc' ? asc(spec.defaultSort.column) : desc(spec.defaultSort.column);
  }
  if (!Object.hasOwn(spec.sortColumns, query.column)) {
    throw new AppError(400, ErrorKey.sortColumnNotAllowed, { params: { column: query.column } });
  }
  const column = spec.sortColumns[query.column] as AnyColumn;
  return query.order === 'asc' ? asc(column) : desc(column);
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
