import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { noticeApi, noticeKeys } from '../../../widgets/notice-bell/notice-api';
import { useUnreadMessagesChange } from '../../../widgets/notice-bell/use-unread-change';
import { invalidateDemandQueries } from '../api/demand-api';

/**
 * Demand pages follow the caller's messages: when messages arrive or are read, the orders' unread markers
 * are reloaded.
 */
export function useDemandNewsReload(): void {
  const queryClient = useQueryClient();
  const reload = useCallback(() => void invalidateDemandQueries(queryClient), [queryClient]);
  useUnreadMessagesChange(reload);
}

/** An opened order reads the caller's messages about it (once per arrival of news); the bell follows. */
export function useReadOrderNews(order: { id: string; unreadMessages?: boolean | undefined } | undefined) {
  const queryClient = useQueryClient();
  const id = order?.id;
  const unread = order?.unreadMessages === true;
  useEffect(() => {
    if (!id || !unread) return;
    void noticeApi
      .markBusinessRead(id)
      .then(() => queryClient.invalidateQueries({ queryKey: noticeKeys.byUser }))
      // Not read now: the marker stays, and the next visit tries again.
      .catch(() => undefined);
  }, [id, unread, queryClient]);
}
