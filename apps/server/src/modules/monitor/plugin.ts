import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { hostname } from 'node:os';
import {
  ErrorKey,
  MONITOR_HEARTBEAT_MS,
  type DatabaseInfo,
  type HttpTraceEntry,
  type InstanceSnapshot,
  type RedisInfo,
} from '@mall/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { AppError } from '#platform/http/app-error';
import { publicScope } from '#platform/http/public-scope';
import { countEvent, processMetrics } from '#platform/metrics';
import { appMetrics } from './app-metrics';
import { databaseInfo } from './database-info';
import { diskFigures } from './disks';
import { HttpStats } from './http-stats';
import { localDirectory, redisDirectory, type InstanceReport } from './instances';
import { NO_REDIS, redisInfo } from './redis-info';
import { nextLoopWindow, runtimeFigures } from './runtime';
import { nextCpuWindow, systemFigures } from './system';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's figures and the other live instances' latest reports. */
    monitor: {
      instanceId: string;
      snapshot(): Promise<InstanceSnapshot>;
      trace(): HttpTraceEntry[];
      others(): Promise<InstanceReport[]>;
      redis(): Promise<RedisInfo>;
      database(): Promise<DatabaseInfo>;
    };
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/.exec(header) : null;
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), digest(token));
}

/**
 * Watches this instance: every answered request feeds the HTTP figures and the trace; every heartbeat
 * publishes the instance's figures where the other instances read them (Redis when configured).
 * Serves /metrics in the Prometheus text format when METRICS_TOKEN is set, to a bearer of that token
 * only; without the token there is no /metrics at all.
 */
export const monitorPlugin = fp(
  async (app: FastifyInstance) => {
    const instanceId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    const stats = new HttpStats();
    const openSockets = () =>
      new Promise<number>((resolve) =>
        app.server.getConnections((error, count) => resolve(error ? 0 : count)),
      );
    const redis = async () => (app.redis ? redisInfo(app.redis) : NO_REDIS);
    const database = () => databaseInfo(app.db, !app.config.DATABASE_URL);
    const metrics = appMetrics({
      http: async () => stats.figures(await openSockets()),
      system: systemFigures,
      disks: diskFigures,
      database,
      redis: () => redis().catch(() => NO_REDIS),
      openRealtimeSockets: () => app.realtime.connectionCount(),
    });

    app.addHook('onResponse', async (request, reply) => {
      stats.record(request.method, request.url, reply.statusCode, reply.elapsedTime);
      metrics.observeRequest(request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.events.subscribe('demand.submitted', 'monitor-counts', () => countEvent('demandSubmitted'));
    app.events.subscribe('demand.priceApplied', 'monitor-counts', () => countEvent('priceApplication'));

    const snapshot = async (): Promise<InstanceSnapshot> => ({
      instanceId,
      reportedAt: new Date().toISOString(),
      runtime: runtimeFigures(),
      system: systemFigures(),
      disks: await diskFigures(),
      http: stats.figures(await openSockets()),
    });
    const directory = app.redis ? redisDirectory(app.redis, app.redisKey) : localDirectory;
    const beat = async () => {
      nextCpuWindow();
      const report = { snapshot: await snapshot(), trace: stats.lastRequests() };
      nextLoopWindow();
      await directory.publish(report);
    };
    const heartbeat = setInterval(() => {
      beat().catch((error: unknown) => app.log.warn({ err: error }, 'monitor heartbeat failed'));
    }, MONITOR_HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onReady', async () => {
      await beat().catch((error: unknown) => app.log.warn({ err: error }, 'monitor heartbeat failed'));
    });
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await directory.withdraw(instanceId).catch(() => undefined);
    });

    app.decorate('monitor', {
      instanceId,
      snapshot,
      trace: () => stats.lastRequests(),
      others: () => directory.others(instanceId),
      redis,
      database,
    });

    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    await publicScope(app, async (scope) => {
      scope.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!bearerMatches(request, token)) {
          reply.header('www-authenticate', 'Bearer');
          throw new AppError(401, ErrorKey.unauthorized);
        }
        const merged = Registry.merge([processMetrics, metrics.registry]);
        return reply.type(merged.contentType).send(await merged.metrics());
      });
    });
  },
  { name: 'monitor', dependencies: ['redis', 'events'] },
);
