import { Permission, dashboardAnalysisSchema, dashboardQuerySchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { analysis } from './service';

/** The staff analysis page: one read-only aggregate over the tenant's demand orders. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/analysis',
    {
      schema: {
        tags: ['dashboard'],
        querystring: dashboardQuerySchema,
        response: { 200: envelopeOf(dashboardAnalysisSchema) },
      },
      config: { access: Permission.dashboardAnalysis },
    },
    async (request) => ok(request, await analysis(requestContext(request), request.query)),
  );
};
