import type { AnnouncementBrief } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import NoticePanel from './NoticePanel';

const message: AnnouncementBrief = {
  id: 'm1',
  titile: 'Order D1 was quoted',
  priority: 'L',
  msgCategory: '2',
  sender: null,
  sendTime: null,
  openType: null,
  openPage: null,
  busId: null,
};

describe('NoticePanel', () => {
  it('opens on the system messages when only they are unread', () => {
    const data = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [message], sysMsgTotal: 1 };
    const router = createMemoryRouter([
      { path: '/', element: <NoticePanel trigger={<button type="button">bell</button>} data={data} /> },
    ]);
    render(
      <FeedbackProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </FeedbackProvider>,
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('系统消息(1)');
    expect(screen.getByText('Order D1 was quoted')).toBeTruthy();
  });
});
