import type { AnnouncementBrief, AnnouncementByUser } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { noticeKeys } from './notice-api';
import { useUnreadMessagesChange } from './use-unread-change';

const key = [...noticeKeys.byUser, 'token'];

function bellOf(ids: string[]): AnnouncementByUser {
  const item = (id: string): AnnouncementBrief => ({
    id,
    titile: id,
    priority: 'L',
    msgCategory: '2',
    sender: null,
    sendTime: null,
    openType: null,
    openPage: null,
    busId: null,
  });
  return { anntMsgList: [], anntMsgTotal: 0, sysMsgList: ids.map(item), sysMsgTotal: ids.length };
}

function mount(client: QueryClient) {
  const onChange = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useUnreadMessagesChange(onChange), { wrapper });
  return onChange;
}

describe('useUnreadMessagesChange', () => {
  it('calls back when the unread messages change, not when the same list loads again', () => {
    const client = new QueryClient();
    const onChange = mount(client);
    // The first load is the baseline.
    act(() => void client.setQueryData(key, bellOf(['a'])));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void client.setQueryData(key, bellOf(['b', 'a'])));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => void client.setQueryData(key, bellOf(['b', 'a'])));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => void client.setQueryData(key, bellOf(['a'])));
    expect(onChange).toHaveBeenCalledTimes(2);
    // Other queries do not count.
    act(() => void client.setQueryData(['mall', 'demand', 'list'], { x: 1 }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('takes what the bell already holds as the baseline of a page opened later', () => {
    const client = new QueryClient();
    client.setQueryData(key, bellOf(['a', 'b']));
    const onChange = mount(client);
    // Read elsewhere while this page opens: the next load differs from what was held, so it counts.
    act(() => void client.setQueryData(key, bellOf(['a'])));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
