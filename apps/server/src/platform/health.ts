import {
  ErrorKey,
  HttpCode,
  livenessResultSchema,
  readinessResultSchema,
  type CheckState,
} from '@mall/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failure, ok } from './http/envelope';
import { envelopeOf } from './http/envelope-schema';

const CHECK_TIMEOUT_MS = 2_000;

/** Liveness (the process answers) and readiness (its database, and Redis when configured, answer too). */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: envelopeOf(livenessResultSchema) } },
    },
    async (request) => ok(request, { status: 'ok' as const }),
  );

  const readinessEnvelope = envelopeOf(readinessResultSchema);
  const readiness = { tags: ['health'], response: { 200: readinessEnvelope, 503: readinessEnvelope } };
  app.get('/readyz', { config: { access: 'public' }, schema: readiness }, async (request, reply) => {
    const redis = app.redis;
    const checks: Record<string, CheckState> = {
      database: await check(() => app.db.execute(sql`select 1`)),
      // A disconnected client would queue the ping until it reconnects: fail at once instead.
      ...(redis
        ? {
            redis: await check(() =>
              redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status)),
            ),
          }
        : {}),
    };
    if (Object.values(checks).every((state) => state === 'ok')) return ok(request, { status: 'ok', checks });
    request.log.warn({ checks }, 'not ready');
    return reply.code(HttpCode.unavailable).send(
      failure(request, HttpCode.unavailable, ErrorKey.unavailable, {
        result: { status: 'unavailable', checks },
      }),
    );
  });
}

async function check(probe: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
