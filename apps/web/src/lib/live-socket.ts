import { SOCKET_PING, SOCKET_PONG } from '@mall/shared';

/** The part of the browser's WebSocket the live sockets use (tests pass a fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

/** A schema that checks what arrived (zod's safeParse). */
export interface MessageSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface LiveSocketOptions<T> {
  url: string;
  schema: MessageSchema<T>;
  onMessage: (message: T) => void;
  /** How long after an error or a close the socket connects again. */
  retryMs: number;
  /** How often the heartbeat is sent while open. */
  heartbeatMs: number;
  /** When set: a heartbeat not answered within this long counts as a lost connection. */
  replyTimeoutMs?: number;
  createSocket?: (url: string) => SocketLike;
  /** Unparseable or unknown messages are reported here (and otherwise ignored). */
  onWarning?: (text: string) => void;
}

const OPEN = 1;

/**
 * A socket that stays connected: sends the heartbeat while open, and after an error or a close tries
 * again `retryMs` later, one retry at a time, until stopped. With `replyTimeoutMs`, a heartbeat left
 * unanswered drops the connection and connects again at once. Received text is only ever parsed as
 * JSON and checked against the schema; anything else is ignored.
 *
 * Hand-written rather than built on a reconnecting-socket library (partysocket, reconnecting-websocket):
 * those replace only the reconnect loop (about 30 lines here), not the heartbeat, reply timeout and
 * message checks, and bring what these sockets must not have: growing, randomised delays and a connect
 * timeout where the retry is a fixed interval, timers behind promises, and about 2.7 KB gzipped more in
 * the notice bell that every signed-in mall page loads on its first visit.
 */
export class LiveSocket<T> {
  private socket: SocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(private readonly options: LiveSocketOptions<T>) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.drop();
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
      this.heartbeatTimer = setInterval(() => this.beat(socket), this.options.heartbeatMs);
    };
    socket.onmessage = (event) => this.receive(event.data);
    const lost = () => {
      if (this.socket !== socket) return;
      this.drop();
      this.scheduleRetry();
    };
    socket.onclose = lost;
    socket.onerror = lost;
  }

  private beat(socket: SocketLike): void {
    if (socket.readyState !== OPEN) return;
    socket.send(SOCKET_PING);
    const { replyTimeoutMs } = this.options;
    if (replyTimeoutMs === undefined || this.replyTimer) return;
    this.replyTimer = setTimeout(() => {
      this.replyTimer = null;
      if (this.socket !== socket || this.stopped) return;
      // No answer: this connection is dead even if the browser has not noticed yet.
      this.clearTimers();
      this.drop();
      this.connect();
    }, replyTimeoutMs);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    if (data === SOCKET_PONG) {
      if (this.replyTimer) clearTimeout(this.replyTimer);
      this.replyTimer = null;
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      this.options.onWarning?.('unparseable message');
      return;
    }
    const message = this.options.schema.safeParse(parsed);
    if (message.success) this.options.onMessage(message.data);
    else this.options.onWarning?.('unknown message');
  }

  /** Detaches and closes the current socket, if any. */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.onmessage = null;
    socket.close();
  }

  private scheduleRetry(): void {
    this.clearTimers();
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, this.options.retryMs);
  }

  private clearTimers(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (this.replyTimer) clearTimeout(this.replyTimer);
    this.replyTimer = null;
    if (this.stopped && this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
  }
}

/** The ws:// or wss:// root of this page's host (wss on an https page). */
export function socketRoot(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
}
