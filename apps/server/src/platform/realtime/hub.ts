import { SOCKET_PING, SOCKET_PONG, TABLE_SOCKET_PAGES, type TableSocketPageId } from '@mall/shared';
import type { WebSocket } from 'ws';
import type { SessionStore, StoredSession } from '../auth/guard';
import type { RealtimeEnvelope } from './bus';
import { countEvent } from '../metrics';

/** More client messages than this per window close the socket (1008). */
export const MAX_MESSAGES_PER_WINDOW = 30;
export const WINDOW_MS = 10_000;
/** A user's sockets past their cap close the oldest with this code. */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4008;

/** Which socket: the notification socket, or the table socket of one page. */
export type SocketKind = { kind: 'notice' } | { kind: 'table'; pageId: TableSocketPageId };

interface Connection {
  socket: SocketKind;
  userId: string;
  sessionId: string;
  tokenHash: string;
  tenantIds: string[];
  /** The session's permission codes as `<tenant id>:<code>`, refreshed with every look-up. */
  permissions: string[];
  messages: number;
  windowStart: number;
}

/**
 * This instance's open sockets, and what reaches each: notices go to the notification sockets of their
 * tenant (or of the users named), table changes to the table sockets of the pages showing that table,
 * for the users named and the holders of the permissions named. Each envelope is serialised once.
 */
export class RealtimeHub {
  private readonly connections = new Map<WebSocket, Connection>();

  /** `maxPerUser`: the most sockets (of both kinds) one user keeps open on this instance. */
  constructor(private readonly maxPerUser = Infinity) {}

  get size(): number {
    return this.connections.size;
  }

  /**
   * Serves one socket of a live session: answers the heartbeat, closes the socket when a client sends
   * too often (1008; a frame over the size limit is closed by the socket server with 1009), and ignores
   * any other client message: it is neither interpreted nor relayed. A user at their cap of sockets
   * loses the oldest (closed with TOO_MANY_SOCKETS_CLOSE_CODE), so the newest tab always works and no
   * user holds more than the cap.
   */
  add(socket: WebSocket, kind: SocketKind, session: StoredSession, tokenHash: string): void {
    const own = [...this.connections].filter(([, open]) => open.userId === session.userId);
    // Map order is the order sockets were added: the first are the oldest.
    for (const [oldest] of own.slice(0, Math.max(0, own.length - this.maxPerUser + 1))) {
      this.connections.delete(oldest);
      oldest.close(TOO_MANY_SOCKETS_CLOSE_CODE, 'too many sockets');
    }
    const connection: Connection = {
      socket: kind,
      userId: session.userId,
      sessionId: session.sessionId,
      tokenHash,
      tenantIds: session.tenantIds,
      permissions: session.permissions,
      messages: 0,
      windowStart: Date.now(),
    };
    this.connections.set(socket, connection);
    countEvent('socketOpened');
    socket.on('close', () => this.connections.delete(socket));
    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      if (now - connection.windowStart > WINDOW_MS) {
        connection.windowStart = now;
        connection.messages = 0;
      }
      connection.messages += 1;
      if (connection.messages > MAX_MESSAGES_PER_WINDOW) {
        socket.close(1008, 'too many messages');
        return;
      }
      if (!isBinary && data.toString() === SOCKET_PING) socket.send(SOCKET_PONG);
    });
  }

  deliver(envelope: RealtimeEnvelope): void {
    if (envelope.kind === 'closeSession') {
      for (const [socket, connection] of this.connections) {
        if (connection.sessionId === envelope.sessionId) socket.close(4001, 'session ended');
      }
      return;
    }
    const text = JSON.stringify(envelope.message);
    for (const [socket, connection] of this.connections) {
      if (reaches(envelope, connection)) socket.send(text);
    }
  }

  /**
   * Looks every socket's session up again: a revoked or expired session's sockets close, the others
   * take the session's current tenants and permissions. A failed look-up leaves the socket as it is.
   */
  async revalidate(sessions: SessionStore): Promise<void> {
    for (const [socket, connection] of this.connections) {
      const session = await sessions.findByTokenHash(connection.tokenHash).catch(() => undefined);
      if (session === undefined) continue;
      if (session === null || session.expiresAt.getTime() <= Date.now()) {
        socket.close(4001, 'session ended');
        continue;
      }
      connection.tenantIds = session.tenantIds;
      connection.permissions = session.permissions;
    }
  }
}

function reaches(envelope: Exclude<RealtimeEnvelope, { kind: 'closeSession' }>, connection: Connection) {
  const { tenantId } = envelope;
  if (!connection.tenantIds.includes(tenantId)) return false;
  if (envelope.kind === 'notice') {
    if (connection.socket.kind !== 'notice') return false;
    return envelope.userIds === null || envelope.userIds.includes(connection.userId);
  }
  if (connection.socket.kind !== 'table') return false;
  if (TABLE_SOCKET_PAGES[connection.socket.pageId] !== envelope.message.table) return false;
  return (
    envelope.userIds.includes(connection.userId) ||
    envelope.permissions.some((code) => connection.permissions.includes(`${tenantId}:${code}`))
  );
}
