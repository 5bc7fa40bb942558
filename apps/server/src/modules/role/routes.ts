import { Permission, roleEntity, roleOptionListSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { registerPopupSource } from '#platform/popup-sources';
import { roleMessages } from './messages';
import { listRoleOptions, roleService } from './service';

/**
 * /sys/role: the roles of the caller's tenant on the admin kit, and the role options of the user form.
 * Granting menus and buttons to a role is the permission module's (it owns the grants).
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(roleMessages);
  registerEntityRoutes(app, roleEntity, roleService);
  // The business picker's 'role' source: like the role options, for whoever may see the users list.
  registerPopupSource('role', { permission: Permission.userList, list: roleService.list });

  // Whoever may see the users list sees their roles; the user form picks from the same list.
  app.get(
    '/sys/role/queryall',
    {
      schema: { tags: [roleEntity.name], response: { 200: envelopeOf(roleOptionListSchema) } },
      config: { access: Permission.userList },
    },
    async (request) => ok(request, await listRoleOptions(requestContext(request))),
  );
};
