import websocket from '@fastify/websocket';
import { API_BASE, ErrorKey, isTableSocketPageId } from '@mall/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { SessionStore } from '../auth/guard';
import { AppError } from '../http/app-error';
import { memoryBus, redisBus, type RealtimeBus } from './bus';
import './events';
import { RealtimeHub } from './hub';
import { checkUpgrade, type UpgradeSession } from './upgrade';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends realtime envelopes to the sockets of every instance. */
    realtime: Pick<RealtimeBus, 'publish'> & {
      /** Open sockets (notification and table) on this instance (tests and health). */
      connectionCount(): number;
    };
  }
}

export interface RealtimeOptions {
  sessions: SessionStore;
  /** How often every socket's session is looked up again (revoked or expired sessions close). */
  revalidateMs?: number;
  /** The most sockets one user keeps open on this instance; a new one closes their oldest. */
  maxSocketsPerUser?: number;
}

/** The notification socket: the session token is its last segment (browsers cannot set headers on sockets). */
export const NOTICE_SOCKET_PATH = `${API_BASE}/websocket/:token`;
/** The table socket of one page of one user; the session token travels as the `token` query parameter. */
export const TABLE_SOCKET_PATH = `${API_BASE}/vxeSocket/:userId/:pageId`;
/** Larger client frames close the socket (1009); clients only ever send the heartbeat. */
const MAX_PAYLOAD_BYTES = 1024;

const upgradeOfRequest = new WeakMap<FastifyRequest, UpgradeSession>();

/**
 * The realtime sockets, both served by one hub and fed by one bus (in-process, or Redis pub/sub between
 * instances). An upgrade is refused unless the token names a live session and the Origin (when a browser
 * sends one) is this host; the table socket also needs the session's own user id and a known page.
 * Sockets receive what the hub sends them, answer the heartbeat, and never have their messages relayed
 * or interpreted. A session's sockets close when it signs out (on every instance) or when a periodic
 * look-up no longer finds the session (revoked, expired, account frozen).
 */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app: FastifyInstance, { sessions, revalidateMs = 30_000, maxSocketsPerUser }) => {
    const hub = new RealtimeHub(maxSocketsPerUser);
    const deliver = hub.deliver.bind(hub);
    const bus = app.redis
      ? await redisBus(app.redis, app.redisKey('realtime'), deliver, app.log)
      : memoryBus(deliver);
    app.decorate('realtime', {
      publish: (envelope) => bus.publish(envelope),
      connectionCount: () => hub.size,
    });

    app.events.subscribe('session.ended', 'realtime-close-sockets', async (event) => {
      await bus.publish({ kind: 'closeSession', sessionId: event.payload.sessionId });
    });

    const revalidate = setInterval(() => void hub.revalidate(sessions), revalidateMs);
    revalidate.unref();

    app.addHook('onClose', async () => {
      clearInterval(revalidate);
      await bus.close();
    });

    await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });

    // Both sockets: a plain GET (no upgrade) is answered 404 by the websocket plugin, refused upgrades get
    // the error envelope. The token is not in a header, so the guard does not apply (access 'public'):
    // each route's preValidation checks it against the sessions before the upgrade.
    const socketRoute = { websocket: true, schema: { response: { 200: z.null() } } } as const;

    app.get<{ Params: { token: string } }>(
      NOTICE_SOCKET_PATH,
      {
        ...socketRoute,
        config: { access: 'public' },
        preValidation: async (request) => {
          if (!request.ws) return;
          upgradeOfRequest.set(request, await checkUpgrade(request, request.params.token, sessions));
        },
      },
      (socket, request) => {
        const upgrade = upgradeOfRequest.get(request);
        if (!upgrade) return socket.close(1008, 'unauthorised');
        hub.add(socket, { kind: 'notice' }, upgrade.session, upgrade.tokenHash);
      },
    );

    app.get<{ Params: { userId: string; pageId: string }; Querystring: { token?: unknown } }>(
      TABLE_SOCKET_PATH,
      {
        ...socketRoute,
        config: { access: 'public' },
        preValidation: async (request) => {
          if (!request.ws) return;
          const upgrade = await checkUpgrade(request, request.query.token, sessions);
          // A session listens to its own user's pages only.
          if (upgrade.session.userId !== request.params.userId) throw new AppError(403, ErrorKey.forbidden);
          if (!isTableSocketPageId(request.params.pageId)) throw new AppError(404, ErrorKey.notFound);
          upgradeOfRequest.set(request, upgrade);
        },
      },
      (socket, request) => {
        const upgrade = upgradeOfRequest.get(request);
        const { pageId } = request.params;
        if (!upgrade || !isTableSocketPageId(pageId)) return socket.close(1008, 'unauthorised');
        hub.add(socket, { kind: 'table', pageId }, upgrade.session, upgrade.tokenHash);
      },
    );
  },
  { name: 'realtime', dependencies: ['events', 'redis'] },
);
