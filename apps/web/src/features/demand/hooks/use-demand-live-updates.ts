import type { TableSocketPageId } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTableSocket } from '../../../widgets/table-socket/use-table-socket';
import { invalidateDemandQueries } from '../api/demand-api';

/**
 * Keeps a demand page current without polling: when the server says an order changed (by anyone), the
 * page's demand queries reload in place. With `orderId`, only changes of that order count.
 */
export function useDemandLiveUpdates(pageId: TableSocketPageId, orderId?: string) {
  const queryClient = useQueryClient();
  useTableSocket(pageId, (message) => {
    if (orderId !== undefined && message.rowId !== orderId) return;
    void invalidateDemandQueries(queryClient);
  });
}
