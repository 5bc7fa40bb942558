import { customerEntity } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { customerService } from './service';

/**
 * /sys/customer: the customers page of sales and admin, on the admin kit (list, queryById, exportXls). Its
 * approve and reject buttons call the account module's /sys/user/approve and /sys/user/reject.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEntityRoutes(app, customerEntity, customerService);
};
