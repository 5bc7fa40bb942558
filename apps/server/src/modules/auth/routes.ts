import { SuccessKey, loginRequestSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '#platform/auth/session-user';
import { ok } from '#platform/http/envelope';
import { login, logout } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sys/login',
    { schema: { tags: ['auth'], body: loginRequestSchema }, config: { public: true } },
    async (request) => {
      const result = await login(app.db, request.body, {
        url: app.config.MAIN_INDEX_PAGE,
        name: 'mall-index',
      });
      return ok(request, result, SuccessKey.loginOk);
    },
  );

  app.post('/sys/logout', { schema: { tags: ['auth'] } }, async (request) => {
    await logout(app.db, sessionUser(request).sessionId);
    return ok(request, null, SuccessKey.logoutOk);
  });
};
