import { noticeSocketMessageSchema, SOCKET_PING, type NoticeSocketMessage } from '@mall/shared';

export const NOTICE_RETRY_MS = 5_000;
export const NOTICE_HEARTBEAT_MS = 20_000;

/** The part of the browser's WebSocket the notice socket uses (tests pass a fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

export interface NoticeSocketOptions {
  url: string;
  onNotice: (message: NoticeSocketMessage) => void;
  createSocket?: (url: string) => SocketLike;
  retryMs?: number;
  heartbeatMs?: number;
  /** Unparseable or unknown messages are reported here (and otherwise ignored). */
  onWarning?: (text: string) => void;
}

const OPEN = 1;

/**
 * The notification socket's client: connects, hands `topic` and `user` notices on, sends the heartbeat
 * every 20 s while open, and after an error or a close tries again 5 s later, one retry at a time,
 * until stopped. Received text is only ever parsed as data.
 */
export class NoticeSocket {
  private socket: SocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = true;

  constructor(private readonly options: NoticeSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private connect(): void {
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.heartbeatTimer = setInterval(() => {
        if (socket.readyState === OPEN) socket.send(SOCKET_PING);
      }, this.options.heartbeatMs ?? NOTICE_HEARTBEAT_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    const lost = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      socket.onclose = null;
      socket.onerror = null;
      this.scheduleRetry();
    };
    socket.onclose = lost;
    socket.onerror = () => {
      lost();
      socket.close();
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string' || data === 'pong') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      this.options.onWarning?.('unparseable notice');
      return;
    }
    const message = noticeSocketMessageSchema.safeParse(parsed);
    if (message.success) this.options.onNotice(message.data);
    else this.options.onWarning?.('unknown notice');
  }

  private scheduleRetry(): void {
    this.clearTimers();
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, this.options.retryMs ?? NOTICE_RETRY_MS);
  }

  private clearTimers(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (this.stopped && this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
  }
}

/** The socket's address on this page's host: ws or wss as the page, the token as the last segment. */
export function noticeSocketUrl(
  apiBase: string,
  token: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${apiBase}/websocket/${encodeURIComponent(token)}`;
}
