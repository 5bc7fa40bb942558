import {
  Permission,
  databaseInfoSchema,
  httpTraceResultSchema,
  instancesResultSchema,
  monitorQuerySchema,
  redisInfoSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerJeecgMonitorRoutes } from './jeecg-routes';

const read = (response: Parameters<typeof envelopeOf>[0]) => ({
  schema: { tags: ['monitor'], querystring: monitorQuerySchema, response: { 200: envelopeOf(response) } },
  config: { access: Permission.monitorView },
});

/**
 * The server monitoring pages' reads (platform administrators only): every live instance's figures
 * and HTTP trace (this instance's own are read now, the others' are their last heartbeat), and the
 * shared Redis and database.
 */
export const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sys/actuator/instances', read(instancesResultSchema), async (request) => {
    const [self, others] = await Promise.all([app.monitor.snapshot(), app.monitor.others()]);
    return ok(request, {
      self: self.instanceId,
      instances: [self, ...others.map((report) => report.snapshot)],
    });
  });

  app.get('/sys/actuator/httptrace', read(httpTraceResultSchema), async (request) => {
    const others = await app.monitor.others();
    return ok(request, {
      instances: [
        { instanceId: app.monitor.instanceId, entries: app.monitor.trace() },
        ...others.map((report) => ({ instanceId: report.snapshot.instanceId, entries: report.trace })),
      ],
    });
  });

  app.get('/sys/actuator/redis/info', read(redisInfoSchema), async (request) =>
    ok(request, await app.monitor.redis()),
  );

  app.get('/sys/actuator/database/info', read(databaseInfoSchema), async (request) =>
    ok(request, await app.monitor.database()),
  );

  registerJeecgMonitorRoutes(app);
};
