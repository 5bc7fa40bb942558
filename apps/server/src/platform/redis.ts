import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set. */
    redis: Redis | null;
    /** The name of a key in this deployment's part of Redis: the configured prefix + `name`. */
    redisKey(name: string): string;
  }
}

/**
 * Connects to Redis when a URL is configured (it reconnects on its own) and disconnects on close.
 * Every key starts with `keyPrefix`, so deployments (and test runs) sharing one Redis never see each
 * other's counters or codes.
 */
export const redisPlugin = fp<{ url: string | undefined; keyPrefix: string }>(
  async (app: FastifyInstance, { url, keyPrefix }) => {
    app.decorate('redisKey', (name: string) => keyPrefix + name);
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, { lazyConnect: true });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
    // Not awaited: a Redis that is down at start makes /readyz fail instead of the start.
    redis.connect().catch(() => undefined);
    app.addHook('onClose', () => redis.disconnect());
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
