import { tableUpdateMessageSchema, type TableSocketPageId, type TableUpdateMessage } from '@mall/shared';
import { LiveSocket, socketRoot, type SocketLike } from '../../lib/live-socket';

export const TABLE_HEARTBEAT_MS = 10_000;
export const TABLE_REPLY_TIMEOUT_MS = 6_000;
export const TABLE_RETRY_MS = 5_000;

export interface TableSocketOptions {
  url: string;
  onUpdate: (message: TableUpdateMessage) => void;
  createSocket?: (url: string) => SocketLike;
  onWarning?: (text: string) => void;
}

/**
 * The table socket's client: hands `update-table` messages on, sends the heartbeat every 10 s while open
 * and connects again when it is not answered within 6 s, and after an error or a close tries again 5 s
 * later, one retry at a time, until stopped.
 */
export class TableSocket extends LiveSocket<TableUpdateMessage> {
  constructor({ onUpdate, ...options }: TableSocketOptions) {
    super({
      ...options,
      schema: tableUpdateMessageSchema,
      onMessage: onUpdate,
      retryMs: TABLE_RETRY_MS,
      heartbeatMs: TABLE_HEARTBEAT_MS,
      replyTimeoutMs: TABLE_REPLY_TIMEOUT_MS,
    });
  }
}

/** The table socket of one page of one user on this page's host; the token travels as a query parameter. */
export function tableSocketUrl(
  apiBase: string,
  userId: string,
  pageId: TableSocketPageId,
  token: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const path = `${apiBase}/vxeSocket/${encodeURIComponent(userId)}/${pageId}`;
  return `${socketRoot(location)}${path}?token=${encodeURIComponent(token)}`;
}
