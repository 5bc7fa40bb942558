import {
  Permission,
  dashboardAnalysisSchema,
  dashboardQuerySchema,
  workplaceQuerySchema,
  workplaceSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { analysis, workplace } from './service';

/** The staff dashboards: the analysis page's aggregate over the tenant's demand orders, and one's workplace. */
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

  app.get(
    '/dashboard/workplace',
    {
      schema: {
        tags: ['dashboard'],
        querystring: workplaceQuerySchema,
        response: { 200: envelopeOf(workplaceSchema) },
      },
      config: { access: Permission.dashboardWorkplace },
    },
    async (request) => ok(request, await workplace(requestContext(request))),
  );
};
