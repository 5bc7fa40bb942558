/** Sort direction as ProTable reports it for a column. */
export type ProTableSortOrder = 'ascend' | 'descend' | null;

export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

/** The list query every admin list endpoint takes: paging, one sort column, field filters. */
export interface ListQueryParams {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
  [filter: string]: string | number | undefined;
}

export interface ListRequestOptions {
  /** Columns the server whitelists for sorting; any other column is never sent. */
  sortColumns: readonly string[];
  /** Sort used when the user picked none. */
  defaultSort?: ListSort;
  defaultPageSize: number;
  /** Filters the server accepts; any other form field is never sent. Absent: every field is sent. */
  filterFields?: readonly string[];
}

/** Paging plus the search form's values, as ProTable names them. */
export interface ProTableParams {
  current?: number;
  pageSize?: number;
  [field: string]: unknown;
}

function filterValue(value: unknown): string | number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  return undefined;
}

function pickSort(
  sort: Record<string, ProTableSortOrder>,
  options: ListRequestOptions,
): ListSort | undefined {
  const picked = Object.entries(sort).find(
    ([column, order]) => order && options.sortColumns.includes(column),
  );
  if (!picked) return options.defaultSort;
  return { column: picked[0], order: picked[1] === 'ascend' ? 'asc' : 'desc' };
}

/** Maps ProTable's params and sort to pageNo / pageSize / column / order and the non-empty filters. */
export function toListQuery(
  params: ProTableParams,
  sort: Record<string, ProTableSortOrder>,
  options: ListRequestOptions,
): ListQueryParams {
  const { current, pageSize, ...fields } = params;
  const query: ListQueryParams = { pageNo: current ?? 1, pageSize: pageSize ?? options.defaultPageSize };
  Object.entries(fields).forEach(([field, value]) => {
    if (options.filterFields && !options.filterFields.includes(field)) return;
    const normalised = filterValue(value);
    if (normalised !== undefined) query[field] = normalised;
  });
  const chosen = pickSort(sort, options);
  if (chosen) {
    query.column = chosen.column;
    query.order = chosen.order;
  }
  return query;
}

/** A table sorter as antd reports it: one column or several. */
export interface TableSorter {
  field?: unknown;
  columnKey?: unknown;
  order?: 'ascend' | 'descend' | null;
}

/** antd's sorter(s) → the `{ column: order }` record `toListQuery` takes. */
export function sortFromTable(sorter: TableSorter | TableSorter[]): Record<string, ProTableSortOrder> {
  const sorters = Array.isArray(sorter) ? sorter : [sorter];
  const sort: Record<string, ProTableSortOrder> = {};
  sorters.forEach((entry) => {
    const field = Array.isArray(entry.field) ? entry.field.join('.') : (entry.field ?? entry.columnKey);
    if (typeof field === 'string' && entry.order) sort[field] = entry.order;
  });
  return sort;
}

/** The page to show after the list shrank under the current page (e.g. its last rows were deleted). */
export function lastPageWithin(total: number, pageSize: number, pageNo: number): number {
  return Math.min(pageNo, Math.max(1, Math.ceil(total / pageSize)));
}
