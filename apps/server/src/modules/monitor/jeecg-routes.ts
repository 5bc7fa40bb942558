import {
  actuatorHttpTraceSchema,
  actuatorMetricParamsSchema,
  actuatorMetricSchema,
  diskInfoSchema,
  monitorQuerySchema,
  Permission,
  redisKeysSizeSchema,
  redisMemoryInfoSchema,
} from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { actuatorMetric } from './actuator-metrics';

const tags = ['monitor'];
const config = { access: Permission.monitorView };

/**
 * The monitoring calls of a JeecgBoot 2.x front end, answered from this instance's figures. The Redis
 * key count and memory, the Actuator metrics and trace travel unwrapped, as Spring answered them.
 */
export function registerJeecgMonitorRoutes(scope: FastifyInstance): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/actuator/redis/keysSize',
    { schema: { tags, querystring: monitorQuerySchema, response: { 200: redisKeysSizeSchema } }, config },
    async () => ({ dbSize: (await app.monitor.redis()).keys ?? 0, create_time: Date.now() }),
  );

  app.get(
    '/sys/actuator/redis/memoryInfo',
    { schema: { tags, querystring: monitorQuerySchema, response: { 200: redisMemoryInfoSchema } }, config },
    async () => ({ used_memory: (await app.monitor.redis()).usedMemory ?? 0, create_time: Date.now() }),
  );

  app.get(
    '/sys/actuator/redis/queryDiskInfo',
    {
      schema: { tags, querystring: monitorQuerySchema, response: { 200: envelopeOf(diskInfoSchema) } },
      config,
    },
    async (request) => {
      const { disks } = await app.monitor.snapshot();
      const shown = disks.filter((disk) => disk.size > 0);
      return ok(
        request,
        shown.map((disk) => ({
          name: disk.mount,
          max: disk.size,
          rest: disk.free,
          restPPT: Math.floor(((disk.size - disk.free) * 100) / disk.size),
        })),
      );
    },
  );

  app.get(
    '/actuator/metrics/:name',
    {
      schema: {
        tags,
        params: actuatorMetricParamsSchema,
        querystring: monitorQuerySchema,
        response: { 200: actuatorMetricSchema },
      },
      config,
    },
    async (request) => actuatorMetric(request.params.name, await app.monitor.snapshot()),
  );

  app.get(
    '/actuator/httptrace',
    { schema: { tags, querystring: monitorQuerySchema, response: { 200: actuatorHttpTraceSchema } }, config },
    async () => ({
      traces: app.monitor.trace().map((entry) => ({
        timestamp: entry.time,
        request: { method: entry.method, uri: entry.path },
        response: { status: entry.status },
        timeTaken: entry.ms,
      })),
    }),
  );
}
