import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set. */
    redis: Redis | null;
  }
}

/** Connects to Redis when a URL is configured (it reconnects on its own) and disconnects on close. */
export const redisPlugin = fp<{ url: string | undefined }>(
  async (app: FastifyInstance, { url }) => {
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
