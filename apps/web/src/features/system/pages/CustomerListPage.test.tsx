import {
  Permission,
  UserStatus,
  type AuthEntry,
  type CustomerRecord,
  type Envelope,
  type PageResult,
} from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import CustomerListPage from './CustomerListPage';

const customer = (username: string, status: CustomerRecord['status'], text: string): CustomerRecord => ({
  id: `id-${username}`,
  username,
  customerType: 'agent',
  customerType_dictText: '代理商',
  companyName: `${username} Ltd`,
  phone: '13600000001',
  email: `${username}@corp.example`,
  createTime: '2026-01-02T03:04:05.000Z',
  status,
  status_dictText: text,
  reviewMemo: status === UserStatus.rejected ? '资料不全' : null,
  contactPerson: `${username} contact`,
  address: `1 ${username} Road`,
  area: 'DE',
  areaName: '德国',
  website: `https://${username}.example`,
});

const RECORDS = [
  customer('pending-co', UserStatus.underReview, '审核中'),
  customer('rejected-co', UserStatus.rejected, '已驳回'),
];

let fetchMock: Mock<typeof fetch>;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const urlOf = (input: unknown) => new URL(String(input), 'http://x');
const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.pathname.endsWith('/sys/customer/list'));

const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

function renderPage(codes: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <CustomerListPage />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = urlOf(input).pathname;
    if (path.endsWith('/sys/customer/list')) {
      const page: PageResult<CustomerRecord> = { records: RECORDS, total: 2, current: 1, size: 10, pages: 1 };
      return ok(page);
    }
    if (path.endsWith('/sys/user/reject')) return ok({ id: 'id-pending-co', username: 'pending-co' });
    if (path.endsWith('/sys/customer/exportXls')) return new Response('xlsx');
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = (username: string) => screen.getByText(username).closest('tr') as HTMLElement;

describe('CustomerListPage', () => {
  it(
    'opens on the registrations under review, newest first, with the review buttons the user holds',
    { timeout: 60_000 },
    async () => {
      renderPage([Permission.customerList, Permission.userApprove, Permission.userReject]);
      await screen.findByText('pending-co', {}, { timeout: 10_000 });
      const [first] = listCalls();
      // The client adds a cache-busting `_t`, which every list takes.
      expect(Object.fromEntries(first!.searchParams)).toEqual({
        _t: expect.any(String),
        pageNo: '1',
        pageSize: '10',
        status: String(UserStatus.underReview),
        column: 'createTime',
        order: 'desc',
      });
      // The search form shows the filter the list started with.
      expect(document.querySelector('.ant-pro-table-search')?.textContent).toContain('审核中');
      // Under review: approve and reject; rejected earlier: approve only.
      expect(within(rowOf('pending-co')).getByRole('button', { name: /通\s*过/ })).toBeTruthy();
      expect(within(rowOf('pending-co')).getByRole('button', { name: /驳\s*回/ })).toBeTruthy();
      expect(within(rowOf('rejected-co')).getByRole('button', { name: /通\s*过/ })).toBeTruthy();
      expect(within(rowOf('rejected-co')).queryByRole('button', { name: /驳\s*回/ })).toBeNull();
      expect(within(rowOf('rejected-co')).getByText('资料不全')).toBeTruthy();
      // The reviewer sees what the registration said of the company.
      for (const text of ['pending-co contact', '德国', '1 pending-co Road', 'https://pending-co.example'])
        expect(within(rowOf('pending-co')).getByText(text)).toBeTruthy();
    },
  );

  it('exports the list as it is filtered: the registrations under review', { timeout: 60_000 }, async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage([Permission.customerList]);
    await screen.findByText('pending-co', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    const exports = () =>
      fetchMock.mock.calls
        .map(([input]) => urlOf(input))
        .filter((url) => url.pathname.endsWith('/sys/customer/exportXls'));
    await waitFor(() => expect(exports()).toHaveLength(1), { timeout: 10_000 });
    expect(exports()[0]?.searchParams.get('status')).toBe(String(UserStatus.underReview));
    click.mockRestore();
  });

  it('shows no review buttons to a user without the review codes', { timeout: 60_000 }, async () => {
    renderPage([Permission.customerList]);
    await screen.findByText('pending-co', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /驳\s*回/ })).toBeNull();
  });

  it(
    'rejects with the reason typed in the reject dialog, then reloads the list',
    { timeout: 60_000 },
    async () => {
      renderPage([Permission.customerList, Permission.userReject]);
      await screen.findByText('pending-co', {}, { timeout: 10_000 });
      const before = listCalls().length;
      fireEvent.click(within(rowOf('pending-co')).getByRole('button', { name: /驳\s*回/ }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: ' 资料不全 ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
      await waitFor(() => {
        const reject = fetchMock.mock.calls.find(([input]) =>
          urlOf(input).pathname.endsWith('/sys/user/reject'),
        );
        expect(JSON.parse(String(reject?.[1]?.body))).toEqual({ id: 'id-pending-co', reason: '资料不全' });
      });
      await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    },
  );
});
