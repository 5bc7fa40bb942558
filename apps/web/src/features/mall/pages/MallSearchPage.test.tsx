import { SEARCH_TOTAL_CAP } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { fetchMallHome } from '../api/mall-home-api';
import { searchProducts } from '../api/mall-product-api';
import type * as ProductApi from '../api/mall-product-api';
import MallSearchPage from './MallSearchPage';
import { productCard } from '../../../test/product-card';

vi.mock('../api/mall-home-api', () => ({ fetchMallHome: vi.fn() }));
vi.mock('../api/mall-product-api', async (original) => ({
  ...(await original<typeof ProductApi>()),
  searchProducts: vi.fn(),
}));
const search = vi.mocked(searchProducts);
const home = vi.mocked(fetchMallHome);

const card = (index: number) =>
  productCard(index, { model: 'M', brand: 'B', image: null, price: '10.00', currency: 'USD' });

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/mall/search', Component: MallSearchPage }], {
    initialEntries: [url],
  });
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return router;
}

describe('MallSearchPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('asks the server for what the URL says and lists the answer', async () => {
    home.mockResolvedValue({
      hot: [],
      recommend: [],
      categories: [
        { id: 'c1', parentId: null, name: 'Sensors' },
        { id: 'c2', parentId: 'c1', name: 'Pressure' },
      ],
    });
    search.mockResolvedValue({ records: [card(1)], total: 1, current: 2, size: 20, pages: 1, capped: false });
    renderAt('/mall/search?keyword=valve&categoryId=c2&sort=priceDesc&pageNo=2&pageSize=20');
    expect(await screen.findByText('Product 1')).toBeTruthy();
    expect(search).toHaveBeenCalledWith(
      { keyword: 'valve', categoryId: 'c2', sort: 'price', order: 'desc', pageNo: 2, pageSize: 20 },
      expect.anything(),
    );
    // The chosen category is marked in the tree and named in the title.
    expect((await screen.findByRole('link', { name: 'Pressure' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Sensors / Pressure');
  });

  it('shows the empty text when nothing matches', async () => {
    home.mockResolvedValue({ hot: [], recommend: [], categories: [] });
    search.mockResolvedValue({ records: [], total: 0, current: 1, size: 10, pages: 0, capped: false });
    renderAt('/mall/search?keyword=nothing');
    expect(await screen.findByText('没有找到您需要的商品。')).toBeTruthy();
  });

  it('keeps a new sort in the URL and starts again at page 1', async () => {
    home.mockResolvedValue({ hot: [], recommend: [], categories: [] });
    search.mockResolvedValue({
      records: [card(1)],
      total: 25,
      current: 3,
      size: 10,
      pages: 3,
      capped: false,
    });
    const router = renderAt('/mall/search?keyword=x&pageNo=3');
    await screen.findByText('Product 1');
    expect(screen.getByText('第 21-25 条，共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '最新' }));
    expect(router.state.location.search).toBe('?keyword=x&sort=newest');
  });

  it('shows a total counted only some pages ahead as "N+", without asking to narrow the search', async () => {
    home.mockResolvedValue({ hot: [], recommend: [], categories: [] });
    search.mockResolvedValue({ records: [card(1)], total: 50, current: 1, size: 10, pages: 5, capped: true });
    renderAt('/mall/search?keyword=servo');
    expect(await screen.findByText('第 1-10 条，共 50+ 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 5 页' })).toBeTruthy();
    expect(screen.queryByText(/匹配的商品超过/)).toBeNull();
  });

  it('asks to narrow the search once the count reaches SEARCH_TOTAL_CAP', async () => {
    home.mockResolvedValue({ hot: [], recommend: [], categories: [] });
    search.mockResolvedValue({
      records: [card(1)],
      total: SEARCH_TOTAL_CAP,
      current: 97,
      size: 10,
      pages: SEARCH_TOTAL_CAP / 10,
      capped: true,
    });
    renderAt('/mall/search?keyword=servo&pageNo=97');
    expect(await screen.findByText(`匹配的商品超过 ${SEARCH_TOTAL_CAP} 个，请缩小搜索范围。`)).toBeTruthy();
    expect(screen.getByText(`第 961-970 条，共 ${SEARCH_TOTAL_CAP}+ 条`)).toBeTruthy();
  });
});
