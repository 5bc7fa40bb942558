import { userListQuerySchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#platform/http/envelope';
import { requestLocale } from '#platform/i18n/translate';
import { requestTenant } from '#platform/tenancy';
import { Permission } from '@mall/shared';
import { listUsers } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sys/user/list',
    {
      // loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
      schema: { tags: ['user'], querystring: userListQuerySchema.loose() },
      config: { permission: Permission.userList },
    },
    async (request) =>
      ok(request, await listUsers(app.db, request.query, requestTenant(request), requestLocale(request))),
  );
};
