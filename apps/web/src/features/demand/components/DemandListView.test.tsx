import { Permission, type AuthEntry, type DemandRecord, type Envelope, type PageResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import { demandRecord } from '../../../test/demand-record';
import type { DemandScope } from '../api/demand-api';
import { DemandListView } from './DemandListView';

const order = (id: string, orderNo: string) => demandRecord({ id, orderNo, version: 1 });

const RECORDS = [order('o1', 'D20260101-1'), order('o2', 'D20260101-2')];

let fetchMock: Mock<typeof fetch>;
const urlOf = (input: unknown) => new URL(String(input), 'http://x');
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input).pathname.endsWith(path));

function answer<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const grant = (action: string): AuthEntry => ({ action, type: '1', status: '1', describe: action });

function renderList(scope: DemandScope, codes: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PermissionProvider auth={codes.map(grant)} allAuth={Object.values(Permission).map(grant)}>
            <DemandListView scope={scope} />
          </PermissionProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FeedbackProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = urlOf(input).pathname;
    if (path.endsWith('/mall/demand/list')) {
      const page: PageResult<DemandRecord> = { records: RECORDS, total: 2, current: 1, size: 10, pages: 1 };
      return answer(page);
    }
    if (path.endsWith('/mall/demand/exportXls')) return new Response('xlsx');
    return answer([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exportButton = () => screen.queryByRole('button', { name: /导\s*出/ });

describe('DemandListView export', () => {
  it(
    'lets staff who handle orders export the list, then only the chosen orders',
    { timeout: 120_000 },
    async () => {
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      renderList('manage', [Permission.demandManage]);
      await screen.findByText('D20260101-2', {}, { timeout: 30_000 });

      fireEvent.click(exportButton()!);
      await waitFor(() => expect(calls('/mall/demand/exportXls')).toHaveLength(1), { timeout: 30_000 });
      const all = urlOf(calls('/mall/demand/exportXls')[0]?.[0]).searchParams;
      expect(all.has('selections')).toBe(false);
      expect(all.get('column')).toBe('orderTime');

      const row = screen.getByText('D20260101-2').closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
      await screen.findByTestId('demand-table-manage-selection');
      fireEvent.click(exportButton()!);
      await waitFor(() => expect(calls('/mall/demand/exportXls')).toHaveLength(2), { timeout: 30_000 });
      expect(urlOf(calls('/mall/demand/exportXls')[1]?.[0]).searchParams.get('selections')).toBe('o2');
    },
  );

  it('offers no export on the buyer’s own list', { timeout: 60_000 }, async () => {
    renderList('mine', []);
    await screen.findByText('D20260101-2', {}, { timeout: 30_000 });
    expect(exportButton()).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
