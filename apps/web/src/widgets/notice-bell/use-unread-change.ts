import type { AnnouncementByUser } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { noticeKeys } from './notice-api';

/** What the caller's unread messages are, as far as the bell shows them. */
function signatureOf(data: AnnouncementByUser | undefined): string {
  if (!data) return '';
  const ids = [...data.anntMsgList, ...data.sysMsgList].map((item) => item.id).join(',');
  return `${data.anntMsgTotal}/${data.sysMsgTotal}/${ids}`;
}

/**
 * Calls `onChange` whenever the bell's list of the caller's unread messages changes once loaded: a message
 * arrived (the notification socket reloads the bell) or messages were read. Pages showing what messages
 * are about (an order's unread marker) reload on it. `onChange` should be stable (useCallback).
 */
export function useUnreadMessagesChange(onChange: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // What the bell already shows when the page opens is the baseline; before its first load, that load is.
    const [cached] = queryClient.getQueriesData<AnnouncementByUser>({ queryKey: noticeKeys.byUser });
    let last: string | undefined = cached?.[1] ? signatureOf(cached[1]) : undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const [scope, name] = event.query.queryKey;
      if (scope !== noticeKeys.byUser[0] || name !== noticeKeys.byUser[1]) return;
      const signature = signatureOf(event.query.state.data as AnnouncementByUser | undefined);
      if (last !== undefined && signature !== last) onChange();
      last = signature;
    });
  }, [queryClient, onChange]);
}
