import { sysLogEntity } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { sysLogService } from './service';

/** /sys/log/list and /sys/log/exportXls?logType=1|2: the tenant's login and operation logs. */
export const sysLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEntityRoutes(app, sysLogEntity, sysLogService as never);
};
