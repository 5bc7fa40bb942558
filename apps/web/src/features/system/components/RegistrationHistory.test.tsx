import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRegistrationHistory } from '../api/registration-api';
import { RegistrationHistoryButton } from './RegistrationHistoryButton';

vi.mock('../api/registration-api', () => ({
  registrationHistoryKey: (id: string) => ['history', id],
  fetchRegistrationHistory: vi.fn(),
}));
const fetchHistory = vi.mocked(fetchRegistrationHistory);

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RegistrationHistoryButton user={{ id: 'u1', username: 'newco' }} />
    </QueryClientProvider>,
  );
}

describe('RegistrationHistoryButton', () => {
  afterEach(() => vi.clearAllMocks());

  it('opens the review history in order, with the rejection reason, actor and time', async () => {
    fetchHistory.mockResolvedValue([
      { kind: 'submitted', reason: null, actor: 'newco', createTime: '2026-11-20T02:00:00.000Z' },
      { kind: 'rejected', reason: '请补充营业执照', actor: 'sales', createTime: '2026-11-21T02:00:00.000Z' },
      { kind: 'resubmitted', reason: null, actor: 'newco', createTime: '2026-11-22T02:00:00.000Z' },
    ]);
    renderButton();
    expect(fetchHistory).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '审核记录' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('newco 的审核记录')).toBeTruthy();
    const history = await within(dialog).findByTestId('registration-history');
    const kinds = within(history)
      .getAllByTestId(/^registration-event-/)
      .map((event) => event.getAttribute('data-testid'));
    expect(kinds).toEqual([
      'registration-event-submitted',
      'registration-event-rejected',
      'registration-event-resubmitted',
    ]);
    const rejected = within(history).getByTestId('registration-event-rejected');
    expect(rejected.textContent).toContain('驳回');
    expect(rejected.textContent).toContain('原因：请补充营业执照');
    expect(rejected.textContent).toContain('操作人：sales');
    expect(rejected.textContent).toMatch(/2026-11-21 \d\d:00:00/);
    expect(fetchHistory).toHaveBeenCalledWith('u1');
  });

  it('says when there is no history', async () => {
    fetchHistory.mockResolvedValueOnce([]);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '审核记录' }));
    expect(await screen.findByText('暂无审核记录')).toBeTruthy();
  });

  it('says when the history could not be loaded', async () => {
    fetchHistory.mockRejectedValueOnce(new Error('down'));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '审核记录' }));
    expect(await screen.findByText('审核记录加载失败')).toBeTruthy();
  });
});
