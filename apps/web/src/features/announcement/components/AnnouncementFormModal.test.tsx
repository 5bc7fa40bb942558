import type { Envelope, PageResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { AnnouncementFormModal } from './AnnouncementFormModal';

let fetchMock: Mock<typeof fetch>;
const pathOf = (input: unknown) => new URL(String(input), 'http://x').pathname;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const USERS: PageResult<unknown> = {
  records: [
    { id: 'u1', username: 'sales', realname: '销售代表', phone: null },
    { id: 'u2', username: 'buyer', realname: '采购员', phone: null },
  ],
  total: 2,
  size: 10,
  current: 1,
  pages: 1,
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = pathOf(input);
    if (path.endsWith('/sys/user/list')) return ok(USERS);
    if (path.endsWith('/sys/annountCement/add')) return ok({ id: 'a1' });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementFormModal', () => {
  it('addresses chosen users picked in the user picker', { timeout: 120_000 }, async () => {
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FeedbackProvider>
          <AnnouncementFormModal open announcementId={undefined} onClose={onClose} />
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText('标题', {}, { timeout: 10_000 }), {
      target: { value: '停机通知' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '指定用户' }));
    fireEvent.click(await screen.findByRole('button', { name: '选 择' }));
    const picker = (await screen.findByText('选择用户')).closest('.ant-modal') as HTMLElement;
    const row = (await within(picker).findByText('buyer')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '指定用户' }) as HTMLInputElement).value).toBe('采购员'),
    );
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ })[0] as HTMLElement);

    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    const add = fetchMock.mock.calls.find(([input]) => pathOf(input).endsWith('/sys/annountCement/add'));
    expect(JSON.parse(String(add?.[1]?.body))).toMatchObject({ msgType: 'USER', userIds: 'u2' });
  });
});
