import { Permission, type AuthEntry, type Envelope, type LotRecord, type PageResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import { ProductLots } from './ProductLots';

const LOT: LotRecord = {
  id: 'l1',
  lotNo: 'LOT-2025-001',
  productId: 'p1',
  productCode: 'TP-1',
  productName: 'Pump',
  styleId: 's1',
  styleName: '标准型',
  productionDate: '2025-03-04',
  memo: '首批',
  createTime: '2025-03-05T00:00:00.000Z',
};

let fetchMock: Mock<typeof fetch>;
const pathOf = (input: unknown) => new URL(String(input), 'http://x');

function answer<T>(result: T, code = 200, extra: Record<string, unknown> = {}): Response {
  const body = { success: code === 200, message: 'ok', code, result, timestamp: 0, ...extra };
  return new Response(JSON.stringify(body as Envelope<T>), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });
}

const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

function renderLots(codes: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <ProductLots productId="p1" styles={[{ id: 's1', name: '标准型' }]} />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = pathOf(input);
    if (url.pathname.endsWith('/catalogue/lot/list')) {
      const page: PageResult<LotRecord> = { records: [LOT], total: 1, current: 1, size: 100, pages: 1 };
      return answer(page);
    }
    if (url.pathname.endsWith('/catalogue/lot/add')) {
      const body = JSON.parse(String(init?.body)) as { lotNo: string };
      if (body.lotNo === LOT.lotNo) {
        return answer(null, 400, {
          message: '批次号已存在',
          errors: [{ field: 'lotNo', message: '批次号已存在' }],
        });
      }
      return answer({ ...LOT, id: 'l2', lotNo: body.lotNo });
    }
    return answer({ count: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => pathOf(input).pathname.endsWith(path));

describe('ProductLots', () => {
  it(
    'lists the product’s lots and records one with its style and production date',
    { timeout: 60_000 },
    async () => {
      renderLots([Permission.lotList, Permission.lotEdit]);
      const table = await screen.findByRole('table');
      await within(table).findByText('LOT-2025-001', {}, { timeout: 10_000 });
      expect(pathOf(sent('/catalogue/lot/list')[0]?.[0]).searchParams.get('productId')).toBe('p1');

      // A lot number already recorded: the server's answer lands on the field.
      fireEvent.change(screen.getByLabelText('批次号'), { target: { value: 'LOT-2025-001' } });
      fireEvent.mouseDown(screen.getByLabelText('款式'));
      fireEvent.click(await screen.findByTitle('标准型'));
      const date = screen.getByLabelText('生产日期');
      fireEvent.mouseDown(date);
      fireEvent.change(date, { target: { value: '2025-06-01' } });
      fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
      fireEvent.click(screen.getByRole('button', { name: /登记批次/ }));
      expect(await screen.findByText('批次号已存在', {}, { timeout: 10_000 })).toBeTruthy();

      fireEvent.change(screen.getByLabelText('批次号'), { target: { value: 'LOT-2025-002' } });
      fireEvent.click(screen.getByRole('button', { name: /登记批次/ }));
      await waitFor(() => expect(sent('/catalogue/lot/add')).toHaveLength(2), { timeout: 10_000 });
      expect(JSON.parse(String(sent('/catalogue/lot/add')[1]?.[1]?.body))).toEqual({
        lotNo: 'LOT-2025-002',
        productId: 'p1',
        styleId: 's1',
        productionDate: '2025-06-01',
        memo: '',
      });
    },
  );

  it('only lists the lots to staff who may not record them', { timeout: 60_000 }, async () => {
    renderLots([Permission.lotList]);
    await screen.findByText('LOT-2025-001', {}, { timeout: 10_000 });
    expect(screen.queryByLabelText('批次号')).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });
});
