import type { CartItem } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import type * as demandApi from '../api/demand-api';
import { fetchCartLines, submitDemand } from '../api/demand-api';
import DemandConfirmPage from './DemandConfirmPage';

vi.mock('../api/demand-api', async (importOriginal) => ({
  ...(await importOriginal<typeof demandApi>()),
  fetchCartLines: vi.fn(),
  submitDemand: vi.fn(),
}));

function line(id: string, name: string, unitPrice: string, quantity: number, version = 7): CartItem {
  return {
    id,
    version: 1,
    productId: `p-${id}`,
    styleId: `s-${id}`,
    quantity,
    addedProductVersion: version,
    productVersion: version,
    state: 'current',
    productName: name,
    sku: `SKU-${id}`,
    model: '',
    brand: '',
    image: null,
    styleName: 'Red',
    spec: 'DN50',
    unitPrice,
    standardPrice: (Number(unitPrice) * quantity).toFixed(2),
    currency: 'CNY',
    createTime: '2026-01-01T00:00:00Z',
  };
}

function renderPage(search = '?cartIds=a,b') {
  const router = createMemoryRouter(
    [
      { path: '/mall/demandConfirm', Component: DemandConfirmPage },
      { path: '/mall/success', element: <p>success page</p> },
    ],
    { initialEntries: [`/mall/demandConfirm${search}`] },
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

describe('DemandConfirmPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows each line with its unit and standard price and the total, and submits memo and expected price', async () => {
    vi.mocked(fetchCartLines).mockResolvedValue([
      line('a', 'Pump', '1234.50', 2),
      line('b', 'Valve', '0.10', 3, 4),
      line('c', 'Not chosen', '5', 1),
    ]);
    vi.mocked(submitDemand).mockResolvedValue({ id: 'd1', orderNo: 'D20260101-000001' });
    const router = renderPage();
    const pump = (await screen.findByText('Pump')).closest('tr') as HTMLElement;
    expect(within(pump).getByText('CNY 1,234.50')).toBeTruthy();
    expect(within(pump).getByText('CNY 2,469.00')).toBeTruthy();
    expect(screen.queryByText('Not chosen')).toBeNull();
    expect(screen.getByTestId('confirm-total').textContent).toBe('CNY 2,469.30');

    fireEvent.change(screen.getByLabelText('备注'), { target: { value: ' before May ' } });
    const expected = screen.getByLabelText('期望价格');
    fireEvent.change(expected, { target: { value: '2469.30' } });
    fireEvent.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByText('期望价格必须低于合计金额')).toBeTruthy();
    expect(submitDemand).not.toHaveBeenCalled();

    fireEvent.change(expected, { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('期望说明'), { target: { value: 'budget' } });
    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(submitDemand).toHaveBeenCalledWith({
        cartItemIds: ['a', 'b'],
        productVersions: { 'p-a': 7, 'p-b': 4 },
        memo: 'before May',
        expectedPrice: '2000',
        expectedMemo: 'budget',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall/success'));
    expect(router.state.location.search).toContain('orderNo=D20260101-000001');
  });

  it("says 'This product has been updated please refresh' and reloads the lines when the submit is refused", async () => {
    vi.mocked(fetchCartLines).mockResolvedValue([line('a', 'Pump', '10', 1)]);
    vi.mocked(submitDemand).mockRejectedValue(
      new HttpError({ status: 409, code: 409, message: 'This product has been updated please refresh' }),
    );
    const router = renderPage('?cartIds=a');
    await screen.findByText('Pump');
    expect(fetchCartLines).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('confirm-submit'));
    expect(await screen.findByText('This product has been updated please refresh')).toBeTruthy();
    await waitFor(() => expect(fetchCartLines).toHaveBeenCalledTimes(2));
    expect(router.state.location.pathname).toBe('/mall/demandConfirm');
  });
});
