import {
  ADMIN_PAGE_FIRST_CALLS,
  API_BASE,
  menuPathQuerySchema,
  Permission,
  permissionEntity,
  permissionRecordSchema,
  permissionResultSchema,
  permissionTreeResultSchema,
  rolePermissionIdsSchema,
  rolePermissionQuerySchema,
  saveRolePermissionSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { routeAccessOf } from '#platform/http/route-access';
import { registerMessages } from '#platform/i18n/translate';
import { registerEntityRoutes } from '#platform/admin-kit';
import { grantableTree, permissionTree, rolePermissionIds, saveRolePermissions } from './admin';
import { permissionService } from './entries';
import { registerJeecgPermissionRoutes } from './jeecg-routes';
import { permissionMessages } from './messages';
import { menuPathExists, userPermissions, type FirstCallAccess } from './service';

const tags = ['permission'];

/**
 * /sys/permission: the menu tree (list, the signed-in user's menus) and the grants of roles beside the
 * kit's add, edit and delete of one entry.
 */
export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(permissionMessages);
  // add, edit, delete and deleteBatch; the list is the tree below.
  registerEntityRoutes(app, permissionEntity, permissionService);
  // Asked at request time: the routes of the modules registered after this one are there by then.
  const firstCallAccess: FirstCallAccess = (component) => {
    const path = component === null ? null : ADMIN_PAGE_FIRST_CALLS[component];
    if (path === undefined || path === null) return 'session';
    return routeAccessOf(app, 'GET', `${API_BASE}${path}`) ?? null;
  };
  app.post(
    '/sys/permission/getUserPermissionByToken',
    {
      schema: {
        tags,
        body: z.strictObject({ client: z.string().max(16).optional() }).optional(),
        response: { 200: envelopeOf(permissionResultSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await userPermissions(requestContext(request), firstCallAccess)),
  );
  registerJeecgPermissionRoutes(app, firstCallAccess);

  app.get(
    '/sys/permission/menuPathExists',
    {
      schema: { tags, querystring: menuPathQuerySchema, response: { 200: envelopeOf(z.boolean()) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await menuPathExists(requestContext(request), request.query.path)),
  );

  app.get(
    '/sys/permission/list',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(permissionRecordSchema)) } },
      config: { access: Permission.permissionList },
    },
    async (request) => ok(request, await permissionTree(requestContext(request))),
  );

  app.get(
    '/sys/role/queryTreeList',
    {
      schema: { tags, response: { 200: envelopeOf(permissionTreeResultSchema) } },
      config: { access: Permission.roleAuthorize },
    },
    async (request) => ok(request, await grantableTree(requestContext(request))),
  );

  app.get(
    '/sys/permission/queryRolePermission',
    {
      schema: {
        tags,
        querystring: rolePermissionQuerySchema,
        response: { 200: envelopeOf(rolePermissionIdsSchema) },
      },
      config: { access: Permission.roleAuthorize },
    },
    async (request) => ok(request, await rolePermissionIds(requestContext(request), request.query.roleId)),
  );

  app.post(
    '/sys/permission/saveRolePermission',
    {
      schema: { tags, body: saveRolePermissionSchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: Permission.roleAuthorize },
    },
    async (request) => {
      await saveRolePermissions(requestContext(request), request.body);
      return ok(request, null);
    },
  );
};
