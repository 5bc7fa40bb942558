import type { PageResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import type { CrudApi } from './crud-api';
import { crudKeys } from './crud-api';
import type { ListQueryParams } from './list-query';
import { prefetchCrudList, useCrudListPage } from './use-crud-list-page';
import { useCrudDetail } from './use-crud-mutations';

interface Row {
  id: string;
}

function fakeApi(rows: Row[]) {
  const data = [...rows];
  const list = vi.fn(async (query: ListQueryParams): Promise<PageResult<Row>> => {
    const start = (query.pageNo - 1) * query.pageSize;
    const records = data.slice(start, start + query.pageSize);
    return { records, total: data.length, current: query.pageNo, size: query.pageSize, pages: 0 };
  });
  const deleteBatch = vi.fn(async (ids: readonly string[]) => {
    ids.forEach((id) =>
      data.splice(
        data.findIndex((row) => row.id === id),
        1,
      ),
    );
    return { count: ids.length };
  });
  const exportXls = vi.fn(async () => new Blob());
  const queryById = vi.fn(async (id: string) => {
    const row = data.find((candidate) => candidate.id === id);
    if (!row) throw new Error('404');
    return row;
  });
  const remove = vi.fn(async (id: string) => deleteBatch([id]));
  const api = {
    keys: crudKeys('/t'),
    list,
    deleteBatch,
    delete: remove,
    exportXls,
    queryById,
  } as unknown as CrudApi<Row, never, never>;
  return { api, list, deleteBatch, exportXls, queryById };
}

function wrapperOf(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </QueryClientProvider>
    );
  };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </QueryClientProvider>
  );
}

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}` }));
const options = { sortColumns: ['name'], filterFields: ['name'], rowId: (row: Row) => row.id };

describe('useCrudListPage', () => {
  it("starts with the answer its page's prefetch asked for, without asking again", async () => {
    const { api, list } = fakeApi(rows(3));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const listOptions = {
      api,
      ...options,
      defaultSort: { column: 'name', order: 'desc' as const },
      initialFilters: { name: 'r' },
    };
    await prefetchCrudList(client, listOptions);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenLastCalledWith(
      { pageNo: 1, pageSize: 10, column: 'name', order: 'desc', name: 'r' },
      expect.anything(),
    );

    const { result } = renderHook(() => useCrudListPage(listOptions), { wrapper: wrapperOf(client) });
    expect(result.current.tableProps.dataSource).toHaveLength(3);
    expect(result.current.tableProps.loading).toBe(false);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('pages on the server, sends only whitelisted filters and sorts, and starts a new search on page 1', async () => {
    const { api, list } = fakeApi(rows(25));
    const { result } = renderHook(() => useCrudListPage({ api, ...options }), { wrapper });
    await waitFor(() => expect(result.current.tableProps.dataSource).toHaveLength(10));
    const pagination = result.current.tableProps.pagination;
    expect(pagination).toMatchObject({
      current: 1,
      pageSize: 10,
      total: 25,
      pageSizeOptions: ['10', '20', '30'],
      showSizeChanger: true,
      showQuickJumper: true,
    });
    expect(pagination.showTotal?.(25, [11, 20])).toBe('第 11-20 条，共 25 条');

    act(() =>
      result.current.tableProps.onChange(
        { current: 3, pageSize: 10 },
        {},
        { field: 'name', order: 'ascend' },
      ),
    );
    await waitFor(() => expect(result.current.tableProps.dataSource).toHaveLength(5));
    expect(list).toHaveBeenLastCalledWith(
      { pageNo: 3, pageSize: 10, column: 'name', order: 'asc' },
      expect.anything(),
    );

    act(() => result.current.tableProps.onSubmit({ name: ' x ', secret: 'y' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { pageNo: 1, pageSize: 10, name: 'x', column: 'name', order: 'asc' },
        expect.anything(),
      ),
    );
  });

  it('deletes the selection after the “delete the selected records?” confirmation and refreshes', async () => {
    const { api, list, deleteBatch } = fakeApi(rows(3));
    const { result } = renderHook(() => useCrudListPage({ api, ...options }), { wrapper });
    await waitFor(() => expect(result.current.tableProps.dataSource).toHaveLength(3));
    act(() => result.current.tableProps.rowSelection.onChange(['r1', 'r3']));
    expect(result.current.selectedIds).toEqual(['r1', 'r3']);

    act(() => void result.current.confirmDeleteSelected());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('是否删除选中数据?');
    expect(deleteBatch).not.toHaveBeenCalled();
    const calls = list.mock.calls.length;
    act(() =>
      within(dialog)
        .getByRole('button', { name: /删\s*除/ })
        .click(),
    );

    await waitFor(() => expect(deleteBatch).toHaveBeenCalledWith(['r1', 'r3']));
    await waitFor(() => expect(result.current.tableProps.dataSource).toEqual([{ id: 'r2' }]));
    expect(list.mock.calls.length).toBeGreaterThan(calls);
    expect(result.current.selectedIds).toEqual([]);
  });

  it('deletes a record shown in detail without reading it again, and refreshes the rest', async () => {
    const { api, list, queryById } = fakeApi(rows(3));
    const { result } = renderHook(
      () => ({ page: useCrudListPage({ api, ...options }), detail: useCrudDetail(api, 'r2') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data).toEqual({ id: 'r2' }));
    expect(queryById).toHaveBeenCalledTimes(1);
    const calls = list.mock.calls.length;
    act(() => void result.current.page.confirmDelete({ id: 'r2' }));
    const dialog = await screen.findByRole('dialog');
    act(() =>
      within(dialog)
        .getByRole('button', { name: /删\s*除/ })
        .click(),
    );
    await waitFor(() =>
      expect(result.current.page.tableProps.dataSource).toEqual([{ id: 'r1' }, { id: 'r3' }]),
    );
    expect(list.mock.calls.length).toBeGreaterThan(calls);
    expect(queryById).toHaveBeenCalledTimes(1);
  });

  it('exports what the list shows: its filters and sort (the API leaves the paging out), or the selected rows', async () => {
    const { api, exportXls } = fakeApi(rows(25));
    const { result } = renderHook(() => useCrudListPage({ api, ...options }), { wrapper });
    await waitFor(() => expect(result.current.tableProps.dataSource).toHaveLength(10));
    act(() => result.current.tableProps.onSubmit({ name: 'pump' }));
    act(() =>
      result.current.tableProps.onChange(
        { current: 2, pageSize: 20 },
        {},
        { field: 'name', order: 'descend' },
      ),
    );
    await act(() => result.current.exportCurrent('rows.xlsx'));
    expect(exportXls).toHaveBeenCalledWith(
      { pageNo: 1, pageSize: 20, name: 'pump', column: 'name', order: 'desc' },
      'rows.xlsx',
      { onProgress: expect.any(Function) },
    );

    // Rows selected: exactly them.
    act(() => result.current.tableProps.rowSelection.onChange(['r2', 'r5']));
    await act(() => result.current.exportCurrent('rows.xlsx'));
    expect(exportXls).toHaveBeenLastCalledWith(
      { pageNo: 1, pageSize: 20, name: 'pump', column: 'name', order: 'desc', selections: 'r2,r5' },
      'rows.xlsx',
      { onProgress: expect.any(Function) },
    );
  });

  it('starts with the initial filters, returns to them on reset, and drops them when the search clears them', async () => {
    const { api, list } = fakeApi(rows(3));
    const initialFilters = { name: 'first' };
    const { result } = renderHook(() => useCrudListPage({ api, ...options, initialFilters }), { wrapper });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, name: 'first' }, expect.anything()),
    );
    act(() => result.current.tableProps.onSubmit({}));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 }, expect.anything()),
    );
    act(() => result.current.tableProps.onReset());
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, name: 'first' }, expect.anything()),
    );
  });
});
