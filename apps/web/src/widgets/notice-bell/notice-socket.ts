import { noticeSocketMessageCheck, type NoticeSocketMessage } from '@mall/shared';
import { LiveSocket, socketRoot, type SocketLike } from '../../lib/live-socket';

export type { SocketLike };

export const NOTICE_RETRY_MS = 5_000;
export const NOTICE_HEARTBEAT_MS = 20_000;

export interface NoticeSocketOptions {
  url: string;
  onNotice: (message: NoticeSocketMessage) => void;
  createSocket?: (url: string) => SocketLike;
  retryMs?: number;
  heartbeatMs?: number;
  /** Unparseable or unknown messages are reported here (and otherwise ignored). */
  onWarning?: (text: string) => void;
}

/**
 * The notification socket's client: hands `topic` and `user` notices on, sends the heartbeat every 20 s
 * while open, and after an error or a close tries again 5 s later, one retry at a time, until stopped.
 */
export class NoticeSocket extends LiveSocket<NoticeSocketMessage> {
  constructor({ onNotice, retryMs, heartbeatMs, ...options }: NoticeSocketOptions) {
    super({
      ...options,
      schema: noticeSocketMessageCheck,
      onMessage: onNotice,
      retryMs: retryMs ?? NOTICE_RETRY_MS,
      heartbeatMs: heartbeatMs ?? NOTICE_HEARTBEAT_MS,
    });
  }
}

/** The socket's address on this page's host: ws or wss as the page, the token as the last segment. */
export function noticeSocketUrl(
  apiBase: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  return `${socketRoot(location)}${apiBase}/websocket/${encodeURIComponent(token)}`;
}
