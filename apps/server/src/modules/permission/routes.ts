import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '#platform/auth/session-user';
import { ok } from '#platform/http/envelope';
import { requestLocale } from '#platform/i18n/translate';
import { userPermissions } from './service';

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sys/permission/getUserPermissionByToken',
    { schema: { tags: ['permission'] } },
    async (request) =>
      ok(request, await userPermissions(app.db, sessionUser(request).id, requestLocale(request))),
  );
};
