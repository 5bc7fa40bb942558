import { API_BASE, type Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bindFeedback, type AntdFeedback } from '../../lib/feedback';
import { createCrudApi } from './crud-api';
import { useCrudDetail, useCrudMutations } from './use-crud-mutations';

interface Thing {
  id: string;
  name: string;
}

const api = createCrudApi<Thing, { name: string }, Thing & { version: number }>('/sys/thing');
let fetchMock: Mock<typeof fetch>;
const notification = { error: vi.fn(), warning: vi.fn() };

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

function call(index = -1): { method: string; path: string; params: URLSearchParams; body: unknown } {
  const [input, init = {}] = fetchMock.mock.calls.at(index) ?? [];
  const url = new URL(String(input), 'http://localhost');
  return {
    method: init.method ?? 'GET',
    path: url.pathname,
    params: url.searchParams,
    body: init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined,
  };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  bindFeedback({ notification } as unknown as AntdFeedback);
  notification.error.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('createCrudApi', () => {
  it('sends each call to its path under the base path', async () => {
    fetchMock.mockImplementation(async () => ok({ id: '1', name: 'a' }));
    await api.list({ pageNo: 2, pageSize: 20, name: 'x' });
    expect(call()).toMatchObject({ method: 'GET', path: `${API_BASE}/sys/thing/list` });
    expect(call().params.get('pageNo')).toBe('2');
    expect(call().params.get('name')).toBe('x');

    await api.queryById('7');
    expect(call()).toMatchObject({ method: 'GET', path: `${API_BASE}/sys/thing/queryById` });
    expect(call().params.get('id')).toBe('7');

    await api.add({ name: 'n' });
    expect(call()).toMatchObject({ method: 'POST', path: `${API_BASE}/sys/thing/add`, body: { name: 'n' } });

    await api.edit({ id: '7', name: 'm', version: 3 });
    expect(call()).toMatchObject({
      method: 'PUT',
      path: `${API_BASE}/sys/thing/edit`,
      body: { id: '7', name: 'm', version: 3 },
    });

    await api.delete('7');
    expect(call()).toMatchObject({ method: 'DELETE', path: `${API_BASE}/sys/thing/delete` });
    expect(call().params.get('id')).toBe('7');

    await api.deleteBatch(['7', '8']);
    expect(call()).toMatchObject({ method: 'DELETE', path: `${API_BASE}/sys/thing/deleteBatch` });
    expect(call().params.get('ids')).toBe('7,8');
  });

  it('exports the filters without paging and names the file from Content-Disposition', async () => {
    const clicked: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    fetchMock.mockResolvedValue(
      new Response('xlsx', {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`,
        },
      }),
    );
    await api.exportXls(
      { pageNo: 3, pageSize: 10, name: 'x', column: 'name', order: 'asc' },
      'fallback.xlsx',
    );
    const sent = call();
    expect(sent.path).toBe(`${API_BASE}/sys/thing/exportXls`);
    expect(sent.params.get('name')).toBe('x');
    expect(sent.params.get('column')).toBe('name');
    expect(sent.params.has('pageNo')).toBe(false);
    expect(sent.params.has('pageSize')).toBe(false);
    expect(clicked).toEqual(['用户.xlsx']);
    click.mockRestore();
  });

  it('uploads an Excel file as multipart form data to importExcel', async () => {
    fetchMock.mockResolvedValue(ok({ imported: 2 }));
    const file = new File(['data'], 'users.xlsx');
    await expect(api.importExcel(file)).resolves.toEqual({ imported: 2 });
    const [, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
    expect(call().path).toBe(`${API_BASE}/sys/thing/importExcel`);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('keys lists and details under the entity', () => {
    expect(api.keys.list({ pageNo: 1, pageSize: 10 })).toEqual([
      '/sys/thing',
      'list',
      { pageNo: 1, pageSize: 10 },
    ]);
    expect(api.keys.detail('7')).toEqual(['/sys/thing', 'detail', '7']);
    expect(api.keys.list({ pageNo: 1, pageSize: 10 }).slice(0, 1)).toEqual(api.keys.all);
  });
});

describe('useCrudMutations', () => {
  function setup() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, wrapper };
  }

  it.each(['add', 'edit'] as const)(
    '%s invalidates the entity, so its details and lists refetch',
    async (name) => {
      const { queryClient, wrapper } = setup();
      fetchMock.mockImplementation(async () => ok({ id: '7', name: 'a' }));
      const detail = renderHook(() => useCrudDetail(api, '7'), { wrapper });
      await waitFor(() => expect(detail.result.current.data).toEqual({ id: '7', name: 'a' }));
      queryClient.setQueryData(api.keys.list({ pageNo: 1, pageSize: 10 }), { records: [] });
      queryClient.setQueryData(['/sys/other'], 'untouched');
      const before = fetchMock.mock.calls.length;

      const { result } = renderHook(() => useCrudMutations(api), { wrapper });
      const inputs = { add: { name: 'n' }, edit: { id: '7', name: 'n', version: 1 } } as const;
      await act(() => (result.current[name].mutateAsync as (v: unknown) => Promise<unknown>)(inputs[name]));

      expect(queryClient.getQueryState(api.keys.list({ pageNo: 1, pageSize: 10 }))?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['/sys/other'])?.isInvalidated).toBe(false);
      // The mounted detail refetched: the mutation call plus one more GET queryById.
      await waitFor(() => expect(fetchMock.mock.calls.length).toBe(before + 2));
      expect(call()).toMatchObject({ method: 'GET', path: `${API_BASE}/sys/thing/queryById` });
    },
  );

  it.each(['remove', 'removeBatch'] as const)(
    '%s invalidates the entity but never reads the deleted record again (it would answer 404)',
    async (name) => {
      const { queryClient, wrapper } = setup();
      fetchMock.mockImplementation(async () => ok({ id: '7', name: 'a' }));
      const deleted = renderHook(() => useCrudDetail(api, '7'), { wrapper });
      await waitFor(() => expect(deleted.result.current.data).toEqual({ id: '7', name: 'a' }));
      queryClient.setQueryData(api.keys.list({ pageNo: 1, pageSize: 10 }), { records: [] });
      const before = fetchMock.mock.calls.length;

      const { result } = renderHook(() => useCrudMutations(api), { wrapper });
      const inputs = { remove: '7', removeBatch: ['7'] } as const;
      await act(() => (result.current[name].mutateAsync as (v: unknown) => Promise<unknown>)(inputs[name]));

      expect(queryClient.getQueryState(api.keys.list({ pageNo: 1, pageSize: 10 }))?.isInvalidated).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Only the delete itself was sent.
      expect(fetchMock.mock.calls.length).toBe(before + 1);
      expect(call()).toMatchObject({ method: 'DELETE' });
    },
  );

  it('add and edit are silent: the form reports their errors', async () => {
    const { wrapper } = setup();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          code: 400,
          message: 'invalid',
          result: null,
          timestamp: 0,
          errors: [{ field: 'name', message: 'taken' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const { result } = renderHook(() => useCrudMutations(api), { wrapper });
    await act(async () => {
      await expect(result.current.add.mutateAsync({ name: 'n' })).rejects.toMatchObject({
        errors: [{ field: 'name', message: 'taken' }],
      });
    });
    expect(notification.error).not.toHaveBeenCalled();
  });
});
