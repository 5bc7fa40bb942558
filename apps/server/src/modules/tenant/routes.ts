import {
  pageResultOf,
  parseTenantIds,
  Permission,
  tenantEntity,
  tenantListResultSchema,
  tenantQueryListQuerySchema,
  tenantUserListQuerySchema,
  tenantUserRecordSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { listTenantUsers, tenantService } from './admin';
import { tenantMessages } from './messages';
import { tenantsOfUserAmong } from './service';

const tags = ['tenant'];

/** /sys/tenant: the caller's tenants on the admin kit, their members, and the sign-in's tenant names. */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(tenantMessages);
  // Tenant administration reaches every tenant the caller belongs to, and a new tenant's first rows belong to
  // no tenant the request acts in: its routes span tenants (the service limits them to the caller's).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, spansTenants: true };
  });
  registerEntityRoutes(app, tenantEntity, tenantService);

  app.get(
    '/sys/tenant/queryList',
    {
      schema: {
        tags,
        querystring: tenantQueryListQuerySchema,
        response: { 200: envelopeOf(tenantListResultSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => {
      const { db, user, locale } = requestContext(request);
      return ok(request, await tenantsOfUserAmong(db, user.id, parseTenantIds(request.query.ids), locale));
    },
  );

  app.get(
    '/sys/tenant/userList',
    {
      schema: {
        tags,
        // loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
        querystring: tenantUserListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(tenantUserRecordSchema)) },
      },
      config: { access: Permission.tenantList },
    },
    async (request) => ok(request, await listTenantUsers(requestContext(request), request.query)),
  );
};
