import {
  DEFAULT_PAGE_SIZE,
  encodeSuperQuery,
  type SuperQueryCondition,
  type SuperQueryMatchType,
} from '@mall/shared';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { type TablePaginationConfig } from 'antd';
import { createElement, useCallback, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { CrudApi } from './crud-api';
import {
  lastPageWithin,
  sortFromTable,
  toListQuery,
  type ListSort,
  type ProTableSortOrder,
  type TableSorter,
} from './list-query';
import styles from './list-table.module.css';
import { forgetFilters, keepFilters as keepFiltersOf, readKeptFilters } from './kept-filters';
import { TableReloadButton } from './TableReloadButton';
import { useCrudMutations } from './use-crud-mutations';
import { useExportDownload } from './use-export-download';
import { useListPagination } from './use-list-pagination';
import { selectionLabels } from './selection-labels';

export interface CrudListPageOptions<TRecord, TAdd, TEdit> {
  api: CrudApi<TRecord, TAdd, TEdit>;
  /** Columns the server sorts on; a click on any other column is never sent. */
  sortColumns: readonly string[];
  defaultSort?: ListSort;
  /** Search-form fields the server filters on; other fields are never sent. */
  filterFields: readonly string[];
  /**
   * The filters the list starts with and returns to on reset (a constant: give the search form the same
   * values as its initialValues, so that it shows them). Absent: no filter.
   */
  initialFilters?: Readonly<Record<string, unknown>>;
  /**
   * Keeps the filters searched with for the browser tab (see kept-filters), so that the list comes back
   * with them after a reload such as a language switch: the search form must then start from
   * `startFilters`.
   */
  keepFilters?: boolean;
  rowId: (record: TRecord) => string;
}

const NO_FILTERS: Readonly<Record<string, unknown>> = {};

interface ListState {
  pageNo: number;
  pageSize: number;
  filters: Record<string, unknown>;
  sort: Record<string, ProTableSortOrder>;
  /** The advanced query in effect, beside the search form's filters. */
  advanced?: { conditions: SuperQueryCondition[]; matchType: SuperQueryMatchType } | undefined;
}

type ListOptions = Pick<
  CrudListPageOptions<unknown, unknown, unknown>,
  'sortColumns' | 'defaultSort' | 'filterFields'
>;

function initialState(initialFilters: Readonly<Record<string, unknown>>): ListState {
  return { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, filters: { ...initialFilters }, sort: {} };
}

function queryOf(state: ListState, { sortColumns, defaultSort, filterFields }: ListOptions) {
  const query = toListQuery(
    { current: state.pageNo, pageSize: state.pageSize, ...state.filters },
    state.sort,
    { sortColumns, defaultSort, filterFields, defaultPageSize: DEFAULT_PAGE_SIZE },
  );
  if (state.advanced?.conditions.length) {
    query.superQueryParams = encodeSuperQuery(state.advanced.conditions);
    query.superQueryMatchType = state.advanced.matchType;
  }
  return query;
}

/**
 * Asks for the list page's first answer (first page, initial filters, default sort) ahead of its render:
 * a page module's `prefetch`, run by the router as soon as the module has arrived. The page's list then
 * starts with it, or takes over the request under way.
 */
export function prefetchCrudList<TRecord, TAdd, TEdit>(
  queryClient: QueryClient,
  options: Omit<CrudListPageOptions<TRecord, TAdd, TEdit>, 'rowId'>,
): Promise<void> {
  const { api, initialFilters = NO_FILTERS, keepFilters = false } = options;
  const start = (keepFilters && readKeptFilters(api.basePath)) || initialFilters;
  const query = queryOf(initialState(start), options);
  return queryClient.prefetchQuery({
    queryKey: api.keys.list(query),
    queryFn: ({ signal }) => api.list(query, { signal }),
  });
}

/**
 * The list-page pattern of every admin entity, on a ProTable fed by TanStack Query: server paging
 * (10/20/30, quick jumper, total text), whitelisted filters and sort, row selection, delete and batch delete
 * with confirmation, export of the selected rows or else of the current filter. Mutations invalidate the entity's keys, so the list
 * refreshes by itself. Spread `tableProps` on the ProTable.
 */
export function useCrudListPage<TRecord, TAdd, TEdit>(options: CrudListPageOptions<TRecord, TAdd, TEdit>) {
  const {
    api,
    sortColumns,
    defaultSort,
    filterFields,
    initialFilters = NO_FILTERS,
    keepFilters = false,
    rowId,
  } = options;
  const { t } = useTranslation();
  const { modal, message } = feedback();
  const basePagination = useListPagination();
  const mutations = useCrudMutations(api);
  // The filters the list starts with: those kept for the tab, else the initial ones.
  const [startFilters] = useState<Readonly<Record<string, unknown>>>(
    () => (keepFilters && readKeptFilters(api.basePath)) || initialFilters,
  );
  const [state, setState] = useState<ListState>(() => initialState(startFilters));
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  const query = useMemo(
    () => queryOf(state, { sortColumns, defaultSort, filterFields }),
    [state, sortColumns, defaultSort, filterFields],
  );

  const list = useQuery({
    queryKey: api.keys.list(query),
    queryFn: ({ signal }) => api.list(query, { signal }),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;

  // After deletes the current page may lie beyond the last one: step back to the last page (adjusting
  // state while rendering, as React recommends over an effect).
  const lastPage =
    list.data && !list.isPlaceholderData ? lastPageWithin(total, state.pageSize, state.pageNo) : state.pageNo;
  if (lastPage !== state.pageNo) setState({ ...state, pageNo: lastPage });

  const search = useCallback(
    (filters: Record<string, unknown>) => {
      setState((current) => ({ ...current, pageNo: 1, filters }));
      setSelectedIds([]);
      if (keepFilters) keepFiltersOf(api.basePath, filters);
    },
    [keepFilters, api.basePath],
  );

  /** Puts an advanced query in effect (undefined: none), from the first page. */
  const setAdvanced = useCallback((advanced: ListState['advanced']) => {
    setState((current) => ({ ...current, pageNo: 1, advanced }));
    setSelectedIds([]);
  }, []);

  const onChange = useCallback(
    (pagination: TablePaginationConfig, _filters: unknown, sorter: TableSorter | TableSorter[]) => {
      setState((current) => {
        const pageSize = pagination.pageSize ?? current.pageSize;
        return {
          ...current,
          pageNo: pageSize === current.pageSize ? (pagination.current ?? 1) : 1,
          pageSize,
          sort: sortFromTable(sorter),
        };
      });
    },
    [],
  );

  const confirmDelete = useCallback(
    (record: TRecord) =>
      modal.confirm({
        title: t('crud.confirmDelete'),
        okText: t('crud.delete'),
        okButtonProps: { danger: true },
        cancelText: t('action.cancel'),
        onOk: async () => {
          await mutations.remove.mutateAsync(rowId(record));
          setSelectedIds((ids) => ids.filter((id) => id !== rowId(record)));
          message.success(t('crud.deleted'));
        },
      }),
    [modal, message, t, mutations.remove, rowId],
  );

  const confirmDeleteSelected = useCallback(
    () =>
      modal.confirm({
        title: t('crud.confirmBatchDelete'),
        content: t('crud.selected', { count: selectedIds.length }),
        okText: t('crud.delete'),
        okButtonProps: { danger: true },
        cancelText: t('action.cancel'),
        onOk: async () => {
          await mutations.removeBatch.mutateAsync(selectedIds);
          setSelectedIds([]);
          message.success(t('crud.deleted'));
        },
      }),
    [modal, message, t, mutations.removeBatch, selectedIds],
  );

  // With rows selected, the export holds exactly them (within the filters); else all the list matches.
  const download = useExportDownload(mutations.exportXls);
  const { run: runExport } = download;
  const exportCurrent = useCallback(
    (fileName: string) =>
      runExport(selectedIds.length > 0 ? { ...query, selections: selectedIds.join(',') } : query, fileName),
    [runExport, query, selectedIds],
  );

  const records = list.data?.records ?? [];
  const tableProps = {
    className: styles.table,
    dataSource: records,
    loading: list.isFetching,
    rowKey: rowId,
    pagination: { ...basePagination, current: state.pageNo, pageSize: state.pageSize, total },
    onChange,
    onSubmit: search,
    onReset: () => {
      search({ ...initialFilters });
      forgetFilters(api.basePath);
    },
    rowSelection: {
      selectedRowKeys: selectedIds,
      onChange: (keys: Key[]) => setSelectedIds(keys.map(String)),
      ...selectionLabels(records),
    },
    tableAlertRender: false as const,
    // Reload only, as a named button. The column setting and the density stay off: the toolbar draws
    // them as icons without a name that the keyboard cannot reach.
    options: {
      reload: () => void list.refetch(),
      reloadIcon: createElement(TableReloadButton),
      density: false,
      setting: false,
    },
  };

  return {
    query,
    /** The filters the list started with (see `keepFilters`): the search form's initial values. */
    startFilters,
    advanced: state.advanced,
    setAdvanced,
    list,
    tableProps,
    selectedIds,
    clearSelection: () => setSelectedIds([]),
    mutations,
    confirmDelete,
    confirmDeleteSelected,
    exportCurrent,
    /** The bytes of the export received so far (undefined: none running), for the export button. */
    exportReceived: download.received,
  };
}
