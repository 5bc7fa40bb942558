import { Permission, type AnnouncementRecord, type AuthEntry, type PageResult } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import AnnouncementListPage from './AnnouncementListPage';

const DRAFT: AnnouncementRecord = {
  id: 'a1',
  titile: 'Maintenance tonight',
  msgContent: '',
  priority: 'L',
  msgCategory: '1',
  msgType: 'ALL',
  userIds: '',
  openType: null,
  openPage: null,
  busId: null,
  sender: null,
  sendStatus: '0',
  sendTime: null,
  cancelTime: null,
  createTime: '2026-01-02T03:04:05.000Z',
  version: 0,
};

let fetchMock: Mock<typeof fetch>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path.endsWith('/sys/annountCement/list')) {
      const page: PageResult<AnnouncementRecord> = {
        records: [DRAFT],
        total: 1,
        current: 1,
        size: 10,
        pages: 1,
      };
      return json({ success: true, message: 'ok', code: 200, result: page, timestamp: 0 });
    }
    // Publishing fails with the server's refusal.
    return json({ success: false, message: '只能操作草稿', code: 400, result: null, timestamp: 0 }, 400);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementListPage', () => {
  it('reports a failed publication once, in the HTTP notification only', { timeout: 60_000 }, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PermissionProvider
          auth={[Permission.announcementList, Permission.announcementRelease].map(grant)}
          allAuth={[]}
        >
          <FeedbackProvider>
            <AnnouncementListPage />
          </FeedbackProvider>
        </PermissionProvider>
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('Maintenance tonight', {}, { timeout: 10_000 })).closest('tr')!;
    // The list code offers the export, as it does on the server.
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    // Without the edit code, a draft offers no edit; with the release code, publish.
    expect(within(row as HTMLElement).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /发\s*布/ }));
    const dialog = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
        expect(found).toBeTruthy();
        return found!;
      },
      { timeout: 10_000 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getAllByText('只能操作草稿')).toHaveLength(1));
    // Nothing else reports it a moment later (a message next to the notification).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('只能操作草稿')).toHaveLength(1);
  });
});
