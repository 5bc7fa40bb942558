import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { addToCart } from '../api/mall-product-api';
import { fieldDisplayOf } from '../field-diy';
import { PurchasePanel } from './PurchasePanel';

vi.mock('../api/mall-product-api', () => ({ addToCart: vi.fn() }));
const add = vi.mocked(addToCart);

const style = (id: string, price: string, onShelf = true) => ({
  id,
  name: `Style ${id}`,
  spec: `spec ${id}`,
  unit: 'pcs',
  price,
  currency: 'EUR',
  onShelf,
});
const product = {
  id: 'p1',
  code: 'C-1',
  name: 'Valve',
  model: '',
  brand: '',
  categoryId: 'c',
  categoryName: 'Valves',
  images: [],
  onShelf: true,
  version: 4,
  scenario: '',
  features: '',
  styles: [style('a', '12.50'), style('b', '20.00'), style('x', '1.00', false)],
  parameters: [],
  resources: [],
  accessories: [],
  suites: [],
};

function renderPanel(overrides: Partial<typeof product> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/mall/detail',
        element: <PurchasePanel product={{ ...product, ...overrides }} fields={fieldDisplayOf([])} />,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/mall/detail?id=p1'] },
  );
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return router;
}

describe('PurchasePanel', () => {
  afterEach(() => vi.clearAllMocks());

  it('asks for a style before adding to the cart', async () => {
    renderPanel();
    fireEvent.click(screen.getByTestId('detail-add-to-cart'));
    expect((await screen.findAllByText('请选择款式')).length).toBeGreaterThan(0);
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the chosen style in the chosen quantity, priced in its currency', async () => {
    add.mockResolvedValue({ count: 1, quantity: 3, added: 3 });
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /Style b/ }));
    expect(screen.getByTestId('detail-price').textContent).toContain('EUR 20.00');
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('detail-add-to-cart'));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ productId: 'p1', styleId: 'b', quantity: 3 }));
  });

  it('says so when the line is at the largest quantity, or only part of the quantity was added', async () => {
    add.mockResolvedValueOnce({ count: 1, quantity: 999_999, added: 0 });
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /Style a/ }));
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('detail-add-to-cart'));
    expect(await screen.findByText('该款式在购物车中已达上限 999999 件，未再加入')).toBeTruthy();
    add.mockResolvedValueOnce({ count: 1, quantity: 999_999, added: 2 });
    fireEvent.click(screen.getByTestId('detail-add-to-cart'));
    expect(await screen.findByText('最多 999999 件：只加入了 2 件（共选 5 件）')).toBeTruthy();
  });

  it.each(['-1', '1.5', '1e3', '99999999999'])(
    "refuses the quantity %s with the cart's message instead of correcting it",
    async (typed) => {
      renderPanel();
      fireEvent.click(screen.getByRole('radio', { name: /Style a/ }));
      const quantity = screen.getByLabelText('数量');
      fireEvent.change(quantity, { target: { value: typed } });
      fireEvent.blur(quantity);
      fireEvent.click(screen.getByTestId('detail-add-to-cart'));
      expect((await screen.findAllByText('请输入正确的数量')).length).toBeGreaterThan(0);
      expect((quantity as HTMLInputElement).value).toBe(typed);
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      expect(add).not.toHaveBeenCalled();
    },
  );

  it('submits straight to the demand confirmation with the version it showed', async () => {
    const router = renderPanel({ styles: [style('only', '5.00')] });
    fireEvent.click(screen.getByTestId('detail-submit'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/mall/demandConfirm?productId=p1&styleId=only&quantity=1&version=4',
      ),
    );
  });

  it("goes on shopping without adding the line again when 'Add more' follows 'Add to cart'", async () => {
    add.mockResolvedValue({ count: 1, quantity: 3, added: 3 });
    const router = renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /Style a/ }));
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('detail-add-to-cart'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('detail-add-more').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('detail-add-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall/search'));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it("adds again with 'Add more' once the quantity changed after adding", async () => {
    add.mockResolvedValue({ count: 1, quantity: 3, added: 3 });
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /Style a/ }));
    fireEvent.click(screen.getByTestId('detail-add-to-cart'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('detail-add-more').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('detail-add-more'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    expect(add).toHaveBeenLastCalledWith({ productId: 'p1', styleId: 'a', quantity: 2 });
  });

  it("names the red button 'Buy now'", () => {
    renderPanel();
    expect(screen.getByTestId('detail-submit').textContent?.replace(/\s/g, '')).toBe('立即购买');
  });

  it('offers nothing to order for a product off the shelves', () => {
    renderPanel({ onShelf: false });
    expect(screen.getByTestId('detail-add-to-cart').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('detail-submit').hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('该商品未上架。').length).toBeGreaterThan(0);
  });
});
