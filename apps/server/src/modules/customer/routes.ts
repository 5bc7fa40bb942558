import { customerListQuerySchema, customerRecordSchema, pageResultOf, Permission } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { listCustomers } from './service';

const tags = ['customer'];

/**
 * /sys/customer: the customers page of sales and admin. Its approve and reject buttons call the
 * account module's /sys/user/approve and /sys/user/reject.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sys/customer/list',
    {
      schema: {
        tags,
        // loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
        querystring: customerListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(customerRecordSchema)) },
      },
      config: { access: Permission.customerList },
    },
    async (request) => ok(request, await listCustomers(requestContext(request), request.query)),
  );
};
