import type { CartItem } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import type * as cartApi from '../api/cart-api';
import { deleteCartLines, editCartLine, fetchCart } from '../api/cart-api';
import CartPage from './CartPage';

vi.mock('../api/cart-api', async (importOriginal) => ({
  ...(await importOriginal<typeof cartApi>()),
  fetchCart: vi.fn(),
  editCartLine: vi.fn(),
  deleteCartLines: vi.fn(),
  fetchProductStyles: vi.fn().mockResolvedValue([]),
}));

function line(id: string, name: string, state: CartItem['state'] = 'current'): CartItem {
  return {
    id,
    version: 3,
    productId: `p-${id}`,
    styleId: `s-${id}`,
    quantity: 2,
    addedProductVersion: 1,
    productVersion: 1,
    state,
    productName: name,
    sku: `SKU-${id}`,
    model: '',
    brand: '',
    image: null,
    styleName: 'Red',
    spec: '',
    unitPrice: '10.00',
    standardPrice: '20.00',
    currency: 'USD',
    createTime: '2026-01-01T00:00:00Z',
  };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/mall/shopcart', Component: CartPage },
      { path: '/mall/demandConfirm', element: <p>confirm page</p> },
    ],
    { initialEntries: ['/mall/shopcart'] },
  );
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return router;
}

describe('CartPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows the empty-cart text', async () => {
    vi.mocked(fetchCart).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('购物车还是空的')).toBeTruthy();
  });

  it('asks for a selection before submit or delete', async () => {
    vi.mocked(fetchCart).mockResolvedValue([line('a', 'Pump')]);
    renderPage();
    fireEvent.click(await screen.findByTestId('cart-submit'));
    expect(await screen.findByText('请选择要提交或删除的商品')).toBeTruthy();
    expect(deleteCartLines).not.toHaveBeenCalled();
  });

  it('confirms taken-down lines before submit and leaves them out', async () => {
    vi.mocked(fetchCart).mockResolvedValue([line('a', 'Pump'), line('b', 'Old valve', 'takenDown')]);
    const router = renderPage();
    await screen.findByText('Old valve');
    fireEvent.click(within(screen.getByTestId('cart-bar')).getByRole('checkbox', { name: '全选' }));
    expect(screen.getByTestId('cart-selected-count').textContent).toBe('已选 2 件');
    // The taken-down line will not be submitted: the total counts only the pump.
    expect(screen.getByTestId('cart-total').textContent).toBe('USD 20.00');
    fireEvent.click(screen.getByTestId('cart-submit'));
    const list = await screen.findByTestId('taken-down-list');
    expect(within(list).getByText(/Old valve/)).toBeTruthy();
    expect(within(list).queryByText(/Pump/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交其余商品' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall/demandConfirm'));
    expect(router.state.location.search).toBe('?cartIds=a');
  });

  it('asks for a style when the line’s style can no longer be ordered, and lets the buyer choose one', async () => {
    vi.mocked(fetchCart).mockResolvedValue([line('a', 'Pump', 'styleUnavailable')]);
    const router = renderPage();
    expect(await screen.findByText('该款式已下架，请选择其他款式')).toBeTruthy();
    const style = screen.getByRole('combobox', { name: 'Pump 的款式' });
    expect(style.hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(screen.getByTestId('cart-bar')).getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByTestId('cart-submit'));
    expect(await screen.findByText('必须选择一个款式')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mall/shopcart');
    expect(screen.queryByTestId('taken-down-list')).toBeNull();
  });

  it('refuses a wrong quantity and saves a right one with the line version', async () => {
    vi.mocked(fetchCart).mockResolvedValue([line('a', 'Pump')]);
    vi.mocked(editCartLine).mockResolvedValue(null);
    renderPage();
    const quantity = await screen.findByLabelText('Pump 的数量');
    fireEvent.change(quantity, { target: { value: '1.5' } });
    fireEvent.blur(quantity);
    expect(await screen.findByText('请输入正确的数量')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.blur(quantity);
    expect(await screen.findByText('数量不能为空')).toBeTruthy();
    expect(editCartLine).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    await waitFor(() =>
      expect(editCartLine).toHaveBeenCalledWith({ id: 'a', version: 3, styleId: 's-a', quantity: 5 }),
    );
  });

  it('shows no subtotal for a refused quantity, so the field and the price never disagree', async () => {
    vi.mocked(fetchCart).mockResolvedValue([line('a', 'Pump')]);
    renderPage();
    const quantity = await screen.findByLabelText('Pump 的数量');
    const row = quantity.closest('tr') as HTMLElement;
    expect(within(row).getByText('USD 20.00')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.blur(quantity);
    expect(await screen.findByText('请输入正确的数量')).toBeTruthy();
    expect((quantity as HTMLInputElement).value).toBe('0');
    expect(within(row).queryByText('USD 20.00')).toBeNull();
  });

  it("shows the server's message and reloads the cart when the line changed elsewhere", async () => {
    vi.mocked(fetchCart).mockResolvedValue([line('a', 'Pump')]);
    vi.mocked(editCartLine).mockRejectedValue(
      new HttpError({ status: 409, code: 409, message: '购物车已更新，请刷新' }),
    );
    renderPage();
    const quantity = await screen.findByLabelText('Pump 的数量');
    expect(fetchCart).toHaveBeenCalledTimes(1);
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.keyDown(quantity, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('购物车已更新，请刷新')).toBeTruthy();
    await waitFor(() => expect(fetchCart).toHaveBeenCalledTimes(2));
  });
});
