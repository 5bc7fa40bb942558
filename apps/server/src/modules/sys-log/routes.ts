import {
  dataLogQuerySchema,
  dataLogSchema,
  loginInfoSchema,
  pageResultOf,
  Permission,
  sysLogEntity,
  visitInfoSchema,
  wireNoQuerySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { sysLogService } from './service';
import { loginInfo, visitInfo } from './visits';

/**
 * /sys/log/list and /sys/log/exportXls?logType=1|2: the tenant's login and operation logs;
 * /sys/loginfo and /sys/visitInfo: the sign-in figures of a JeecgBoot home page (any staff member's);
 * /sys/dataLog/list: JeecgBoot's row versions, which are not kept here (the list is always empty).
 */
export const sysLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEntityRoutes(app, sysLogEntity, sysLogService as never);

  app.get(
    '/sys/loginfo',
    {
      schema: {
        tags: ['sysLog'],
        querystring: wireNoQuerySchema,
        response: { 200: envelopeOf(loginInfoSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await loginInfo(requestContext(request))),
  );

  app.get(
    '/sys/visitInfo',
    {
      schema: {
        tags: ['sysLog'],
        querystring: wireNoQuerySchema,
        response: { 200: envelopeOf(visitInfoSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await visitInfo(requestContext(request))),
  );

  app.get(
    '/sys/dataLog/list',
    {
      schema: {
        tags: ['sysLog'],
        querystring: dataLogQuerySchema,
        response: { 200: envelopeOf(pageResultOf(dataLogSchema)) },
      },
      config: { access: Permission.logList },
    },
    async (request) =>
      ok(request, {
        records: [],
        total: 0,
        current: request.query.pageNo,
        size: request.query.pageSize,
        pages: 0,
      }),
  );
};
