import { Permission, type AuthEntry, type PageResult, type ProductRecord } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import { useSessionStore } from '../../../lib/session-store';
import ProductListPage from './ProductListPage';

const PUMP: ProductRecord = {
  id: 'p1',
  categoryId: 'c1',
  categoryId_dictText: '水泵',
  code: 'PUMP-1',
  name: '离心泵',
  model: 'CP-1',
  brand: 'Acme',
  image: null,
  hot: true,
  recommend: false,
  status: 0,
  status_dictText: '下架',
  price: '1234.5',
  currency: 'CNY',
  sortNo: 0,
  version: 3,
  createTime: '2026-01-02T03:04:05.000Z',
  updateTime: null,
};

let fetchMock: Mock<typeof fetch>;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const ok = (result: unknown) => json({ success: true, message: 'ok', code: 200, result, timestamp: 0 });
const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path.endsWith('/catalogue/product/list')) {
      const page: PageResult<ProductRecord> = { records: [PUMP], total: 1, current: 1, size: 10, pages: 1 };
      return ok(page);
    }
    return ok({ count: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({
    permissions: {
      menu: [{ path: '/catalogue/product-edit', component: 'catalogue/ProductEdit', route: '1' }],
    } as never,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ permissions: null });
});

function renderPage(codes: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/products', element: <ProductListPage /> },
      { path: '/catalogue/product-edit', element: <p>edit page</p> },
    ],
    { initialEntries: ['/products'] },
  );
  render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const rowOf = async () =>
  (await screen.findByText('PUMP-1', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;

describe('ProductListPage on the admin kit', () => {
  it(
    'draws the definition’s columns, the category name and the price in the one money format',
    { timeout: 60_000 },
    async () => {
      renderPage([Permission.productList]);
      const row = await rowOf();
      expect(within(row).getByText('CNY 1,234.50')).toBeTruthy();
      expect(within(row).getByText('水泵')).toBeTruthy();
      expect(within(row).getByText('下架')).toBeTruthy();
      expect(within(row).queryByText('Acme')).toBeNull();
      const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
      expect(headers).toEqual(expect.arrayContaining(['产品编码', '产品分类', '最低标准价', '热门']));
      // Without add, edit, delete or shelf codes: no add button, no row selection, no edit or shelf action.
      expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
      expect(row.querySelector('input[type="checkbox"]')).toBeNull();
      expect(screen.queryByTestId('shelf-PUMP-1')).toBeNull();
    },
  );

  it(
    'opens the edit page for edit, and puts the selection on the shelves after a confirmation',
    { timeout: 60_000 },
    async () => {
      const router = renderPage([Permission.productList, Permission.productEdit, Permission.productShelf]);
      const row = await rowOf();
      fireEvent.click(row.querySelector('input[type="checkbox"]')!);
      const bar = await screen.findByTestId('product-table-selection');
      // The shelf code alone offers shelving the selection, not deleting it.
      expect(within(bar).queryByRole('button', { name: /批量删除/ })).toBeNull();
      fireEvent.click(within(bar).getByRole('button', { name: /批量上架/ }));
      const dialog = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
        expect(found).toBeTruthy();
        return found!;
      });
      fireEvent.click(within(dialog).getByRole('button', { name: /上\s*架/ }));
      await waitFor(() => {
        const shelf = fetchMock.mock.calls.find(([input]) =>
          String(input).includes('/catalogue/product/shelfBatch'),
        );
        expect(shelf).toBeTruthy();
        expect(JSON.parse(String(shelf![1]?.body))).toEqual({ ids: ['p1'], status: 1 });
      });
      await waitFor(() => expect(screen.queryByTestId('product-table-selection')).toBeNull());

      fireEvent.click(within(await rowOf()).getByRole('button', { name: /编\s*辑/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/product-edit'));
      expect(router.state.location.search).toBe('?id=p1');
    },
  );
});
