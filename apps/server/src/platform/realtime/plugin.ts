import websocket from '@fastify/websocket';
import { API_BASE, ErrorKey, SOCKET_PING, SOCKET_PONG } from '@mall/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { SessionStore, StoredSession } from '../auth/guard';
import { hashSessionToken } from '../auth/token';
import { AppError } from '../http/app-error';
import { memoryBus, redisBus, type RealtimeBus, type RealtimeEnvelope } from './bus';
import './events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends realtime envelopes to the sockets of every instance. */
    realtime: Pick<RealtimeBus, 'publish'> & {
      /** Open notification sockets on this instance (tests and health). */
      connectionCount(): number;
    };
  }
}

export interface RealtimeOptions {
  sessions: SessionStore;
  /** How often every socket's session is looked up again (revoked or expired sessions close). */
  revalidateMs?: number;
}

/** The socket path: the session token is its last segment (browsers cannot set headers on sockets). */
export const NOTICE_SOCKET_PATH = `${API_BASE}/websocket/:token`;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
/** Larger client frames close the socket (1009); clients only ever send the heartbeat. */
const MAX_PAYLOAD_BYTES = 1024;
/** More client messages than this per window close the socket (1008). */
const MAX_MESSAGES_PER_WINDOW = 30;
const WINDOW_MS = 10_000;

interface Connection {
  userId: string;
  sessionId: string;
  tenantIds: string[];
  tokenHash: string;
  messages: number;
  windowStart: number;
}

const sessionOfRequest = new WeakMap<FastifyRequest, { session: StoredSession; tokenHash: string }>();

/**
 * The notification socket. The upgrade is refused unless the token names a live session and the
 * Origin (when a browser sends one) is this host. Connected sockets receive `{ cmd, msgTxt, msgId }`
 * notices for their tenant or user, answer the heartbeat, and never have their messages relayed or
 * interpreted. A session's sockets close when it signs out (on every instance) or when a periodic
 * look-up no longer finds the session (revoked, expired, account frozen).
 */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app: FastifyInstance, { sessions, revalidateMs = 30_000 }) => {
    const connections = new Map<WebSocket, Connection>();

    const deliver = (envelope: RealtimeEnvelope): void => {
      for (const [socket, connection] of connections) {
        if (envelope.kind === 'closeSession') {
          if (connection.sessionId === envelope.sessionId) socket.close(4001, 'session ended');
          continue;
        }
        if (!connection.tenantIds.includes(envelope.tenantId)) continue;
        if (envelope.userIds && !envelope.userIds.includes(connection.userId)) continue;
        socket.send(JSON.stringify(envelope.message));
      }
    };

    const bus = app.redis
      ? await redisBus(app.redis, app.redisKey('realtime'), deliver, app.log)
      : memoryBus(deliver);
    app.decorate('realtime', {
      publish: (envelope: RealtimeEnvelope) => bus.publish(envelope),
      connectionCount: () => connections.size,
    });

    app.events.subscribe('session.ended', async (event) => {
      await bus.publish({ kind: 'closeSession', sessionId: event.payload.sessionId });
    });

    const revalidate = setInterval(() => {
      void (async () => {
        for (const [socket, connection] of connections) {
          const session = await sessions.findByTokenHash(connection.tokenHash).catch(() => undefined);
          // undefined: the look-up failed; the socket stays until a look-up answers.
          if (session === null || (session && session.expiresAt.getTime() <= Date.now()))
            socket.close(4001, 'session ended');
        }
      })();
    }, revalidateMs);
    revalidate.unref();

    app.addHook('onClose', async () => {
      clearInterval(revalidate);
      await bus.close();
    });

    await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });

    app.get<{ Params: { token: string } }>(
      NOTICE_SOCKET_PATH,
      {
        websocket: true,
        // A plain GET (no upgrade) is answered 404; refused upgrades get the error envelope.
        schema: { response: { 200: z.null() } },
        // The token travels in the path, so the guard's header check does not apply: the hook below
        // checks it against the sessions before the upgrade.
        config: { access: 'public' },
        preValidation: async (request) => {
          // A plain GET is answered 404 by the websocket plugin: only upgrades are checked and served.
          if (!request.ws) return;
          const origin = request.headers.origin;
          if (origin !== undefined && !sameHost(origin, request.headers.host)) {
            throw new AppError(403, ErrorKey.forbidden);
          }
          const token = request.params.token;
          if (!TOKEN_PATTERN.test(token)) throw new AppError(401, ErrorKey.tokenInvalid);
          const tokenHash = hashSessionToken(token);
          const session = await sessions.findByTokenHash(tokenHash);
          if (!session || session.expiresAt.getTime() <= Date.now()) {
            throw new AppError(401, ErrorKey.tokenInvalid);
          }
          sessionOfRequest.set(request, { session, tokenHash });
        },
      },
      (socket, request) => {
        const found = sessionOfRequest.get(request);
        if (!found) {
          socket.close(1008, 'unauthorised');
          return;
        }
        const connection: Connection = {
          userId: found.session.userId,
          sessionId: found.session.sessionId,
          tenantIds: found.session.tenantIds,
          tokenHash: found.tokenHash,
          messages: 0,
          windowStart: Date.now(),
        };
        connections.set(socket, connection);
        socket.on('close', () => connections.delete(socket));
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
          // The heartbeat is the only message with a meaning; anything else is ignored.
          if (!isBinary && data.toString() === SOCKET_PING) socket.send(SOCKET_PONG);
        });
      },
    );
  },
  { name: 'realtime', dependencies: ['events', 'redis'] },
);

/** Whether an Origin header names the host the request was sent to (scheme aside). */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
