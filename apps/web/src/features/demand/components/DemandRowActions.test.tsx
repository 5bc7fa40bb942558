import { Permission, type AuthEntry, type DemandRecord } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import { demandRecord, NO_DEMAND_ACTIONS } from '../../../test/demand-record';
import type * as demandApi from '../api/demand-api';
import { DEMAND_LIST_APIS, fetchDemandPdf, postDemandAction, replyToPrice } from '../api/demand-api';
import type { DemandScope } from '../api/demand-api';
import { DemandRowActions } from './DemandRowActions';

vi.mock('../api/demand-api', async (importOriginal) => ({
  ...(await importOriginal<typeof demandApi>()),
  postDemandAction: vi.fn(),
  replyToPrice: vi.fn(),
  fetchDemandPdf: vi.fn(),
}));

const NONE = NO_DEMAND_ACTIONS;
const order = demandRecord;

const grant = (action: string): AuthEntry => ({ action, type: '1', status: '1', describe: action });

function renderActions(
  record: DemandRecord,
  scope: DemandScope,
  codes: string[] = [],
  queryClient = new QueryClient(),
) {
  const openModal = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PermissionProvider auth={codes.map(grant)} allAuth={Object.values(Permission).map(grant)}>
            <DemandRowActions record={record} scope={scope} openModal={openModal} />
          </PermissionProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <FeedbackProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return openModal;
}

const buttonNames = () =>
  screen.getAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ''));

describe('DemandRowActions', () => {
  afterEach(() => vi.clearAllMocks());

  it("shows the buyer only what the server allows, and 'Re-apply' after a refusal", () => {
    const openModal = renderActions(
      order({ applyId: 'a1', approvalStatus: 2, actions: { ...NONE, apply: true, cancel: true } }),
      'mine',
    );
    expect(buttonNames()).toEqual([
      '详情',
      '重新申请',
      '查看回复',
      '取消订单',
      '下载PDF',
      '打印',
      '再次下单',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
    expect(openModal).toHaveBeenCalledWith('apply', expect.objectContaining({ id: 'o1' }));
  });

  it('needs the staff permission as well as the allowed action', () => {
    const allowed = { ...NONE, modifyPrice: true, agree: true, refuse: true, close: true };
    renderActions(order({ applyId: 'a1', approvalStatus: 0, actions: allowed }), 'manage', [
      Permission.demandManage,
    ]);
    expect(buttonNames()).toEqual(['详情', '查看回复', '关闭', '下载PDF', '打印']);
  });

  it('agrees after the confirmation, sending the application and the order version', async () => {
    vi.mocked(replyToPrice).mockResolvedValue(null);
    renderActions(
      order({ applyId: 'a1', approvalStatus: 0, actions: { ...NONE, agree: true, refuse: true } }),
      'manage',
      [Permission.priceApprove],
    );
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    expect(
      (await screen.findAllByText('同意价格后，需求单将不能再修改。确定同意吗？')).length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: /^同\s*意$/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(replyToPrice).toHaveBeenCalledWith('agree', { id: 'a1', version: 4 }));
    expect(await screen.findByText('已同意该价格')).toBeTruthy();
  });

  it('reloads both order lists after an action, so the row shows the new status', async () => {
    vi.mocked(postDemandAction).mockResolvedValue(null);
    const queryClient = new QueryClient();
    const query = { pageNo: 1, pageSize: 10 };
    const mine = DEMAND_LIST_APIS.mine.keys.list(query);
    const manage = DEMAND_LIST_APIS.manage.keys.list(query);
    queryClient.setQueryData(mine, { records: [], total: 0 });
    queryClient.setQueryData(manage, { records: [], total: 0 });
    renderActions(order({ actions: { ...NONE, complete: true } }), 'mine', [], queryClient);
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    fireEvent.click((await screen.findAllByRole('button', { name: /^完\s*成$/ })).at(-1) as HTMLElement);
    await waitFor(() => expect(postDemandAction).toHaveBeenCalledWith('complete', { id: 'o1', version: 4 }));
    await waitFor(() => expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(manage)?.isInvalidated).toBe(true);
  });

  it("shows the server's message when the order changed elsewhere", async () => {
    vi.mocked(postDemandAction).mockRejectedValue(
      new HttpError({ status: 409, code: 409, message: '状态已变更，请刷新' }),
    );
    renderActions(order({ actions: { ...NONE, cancel: true } }), 'mine');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect((await screen.findAllByText('确定取消该需求单吗？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '取消订单' }).at(-1) as HTMLElement);
    await waitFor(() => expect(postDemandAction).toHaveBeenCalledWith('cancel', { id: 'o1', version: 4 }));
    expect(await screen.findByText('状态已变更，请刷新')).toBeTruthy();
  });

  it("confirms a cancellation with 'Keep order / Cancel order', and only the cancel button is red", async () => {
    renderActions(order({ actions: { ...NONE, cancel: true, close: true } }), 'mine');
    expect(screen.getByRole('button', { name: '关闭' }).className).not.toContain('dangerous');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const keep = await screen.findByRole('button', { name: '保留订单' });
    expect(screen.getAllByRole('button', { name: '取消订单' })).toHaveLength(2);
    fireEvent.click(keep);
    expect(postDemandAction).not.toHaveBeenCalled();
  });

  it('says what completing means before it completes', async () => {
    renderActions(order({ actions: { ...NONE, complete: true } }), 'mine');
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(await screen.findByText('完成表示您按当前实际价格成交：此后订单不能再改价或取消。')).toBeTruthy();
  });

  it('lets the buyer ask for a new quote once the agreed one expired', async () => {
    vi.mocked(postDemandAction).mockResolvedValue(null);
    renderActions(
      order({ priceLocked: true, quoteExpired: true, actions: { ...NONE, requestQuote: true } }),
      'mine',
    );
    fireEvent.click(screen.getByRole('button', { name: '申请新报价' }));
    expect((await screen.findAllByText('报价已过期，申请新报价吗？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '申请新报价' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(postDemandAction).toHaveBeenCalledWith('requestQuote', { id: 'o1', version: 4 }),
    );
    expect(await screen.findByText('已申请新报价')).toBeTruthy();
  });

  it('sends the reply typed in the agree dialog', async () => {
    vi.mocked(replyToPrice).mockResolvedValue(null);
    renderActions(order({ applyId: 'a1', approvalStatus: 0, actions: { ...NONE, agree: true } }), 'manage', [
      Permission.priceApprove,
    ]);
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '回复备注' }), {
      target: { value: ' 下次批量再优惠 ' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: /^同\s*意$/ }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(replyToPrice).toHaveBeenCalledWith('agree', {
        id: 'a1',
        version: 4,
        approvalMemo: '下次批量再优惠',
      }),
    );
  });

  it("says 'Download failed' and 'Printing failed' when the PDF cannot be had", async () => {
    vi.mocked(fetchDemandPdf).mockRejectedValue(new HttpError({ status: 500, code: 500, message: 'boom' }));
    renderActions(order(), 'mine');
    fireEvent.click(screen.getByRole('button', { name: '下载PDF' }));
    expect(await screen.findByText('下载失败')).toBeTruthy();
    expect(fetchDemandPdf).toHaveBeenLastCalledWith('o1', 'zh', true);
    fireEvent.click(screen.getByRole('button', { name: /^打\s*印$/ }));
    expect(await screen.findByText('打印失败')).toBeTruthy();
    expect(fetchDemandPdf).toHaveBeenLastCalledWith('o1', 'zh', false);
  });
});
