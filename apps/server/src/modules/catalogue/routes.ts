import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import { requestLocale } from '#platform/i18n/translate';
import { requestTenant } from '#platform/tenancy';
import { mallHome } from './service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mall/home', { schema: { tags: ['catalogue'] } }, async (request) =>
    ok(request, await mallHome(app.db, requestTenant(request), requestLocale(request))),
  );
};
