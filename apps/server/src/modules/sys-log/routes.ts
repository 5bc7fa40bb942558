import { loginInfoSchema, sysLogEntity, visitInfoSchema, wireNoQuerySchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { sysLogService } from './service';
import { loginInfo, visitInfo } from './visits';

/**
 * /sys/log/list and /sys/log/exportXls?logType=1|2: the tenant's login and operation logs;
 * /sys/loginfo and /sys/visitInfo: the sign-in figures of a JeecgBoot home page (any staff member's).
 */
export const sysLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEntityRoutes(app, sysLogEntity, sysLogService as never);

  app.get(
    '/sys/loginfo',
    {
      schema: { tags: ['sysLog'], querystring: wireNoQuerySchema, response: { 200: envelopeOf(loginInfoSchema) } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await loginInfo(requestContext(request))),
  );

  app.get(
    '/sys/visitInfo',
    {
      schema: { tags: ['sysLog'], querystring: wireNoQuerySchema, response: { 200: envelopeOf(visitInfoSchema) } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await visitInfo(requestContext(request))),
  );
};
