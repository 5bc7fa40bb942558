import { DEFAULT_PAGE_SIZE, type PageResult } from '@mall/shared';
import { useCallback } from 'react';
import {
  toListQuery,
  toProTableData,
  type ListQueryParams,
  type ListSort,
  type ProTableParams,
  type ProTableSortOrder,
} from './pro-table-request';

interface UseProTableRequestOptions {
  sortColumns: readonly string[];
  defaultSort?: ListSort;
}

/**
 * The `request` prop of a server-paged ProTable (the list-page pattern): ProTable params → list query →
 * `fetchPage` → PageResult → ProTable data. A failed fetch shows an empty page (the HTTP client already
 * reported the error).
 */
export function useProTableRequest<T>(
  fetchPage: (query: ListQueryParams) => Promise<PageResult<T>>,
  { sortColumns, defaultSort }: UseProTableRequestOptions,
) {
  return useCallback(
    async (params: ProTableParams, sort: Record<string, ProTableSortOrder>) => {
      const query = toListQuery(params, sort, {
        sortColumns,
        defaultSort,
        defaultPageSize: DEFAULT_PAGE_SIZE,
      });
      try {
        return toProTableData(await fetchPage(query));
      } catch {
        return { data: [] as T[], total: 0, success: false };
      }
    },
    [fetchPage, sortColumns, defaultSort],
  );
}
