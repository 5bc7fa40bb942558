import {
  Permission,
  permissionAddSchema,
  permissionEditSchema,
  permissionIdQuerySchema,
  permissionIdsQuerySchema,
  permissionRecordSchema,
  permissionResultSchema,
  permissionTreeResultSchema,
  roleBatchResultSchema,
  rolePermissionIdsSchema,
  rolePermissionQuerySchema,
  saveRolePermissionSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import {
  addPermission,
  deletePermissions,
  editPermission,
  grantableTree,
  permissionTree,
  rolePermissionIds,
  saveRolePermissions,
} from './admin';
import { permissionMessages } from './messages';
import { userPermissions } from './service';

const tags = ['permission'];
const recordEnvelope = envelopeOf(permissionRecordSchema);
const batchEnvelope = envelopeOf(roleBatchResultSchema);

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(permissionMessages);
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
    async (request) => ok(request, await userPermissions(requestContext(request))),
  );

  app.get(
    '/sys/permission/list',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(permissionRecordSchema)) } },
      config: { access: Permission.permissionList },
    },
    async (request) => ok(request, await permissionTree(requestContext(request))),
  );

  app.post(
    '/sys/permission/add',
    {
      schema: { tags, body: permissionAddSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.permissionAdd },
    },
    async (request) => ok(request, await addPermission(requestContext(request), request.body)),
  );

  app.put(
    '/sys/permission/edit',
    {
      schema: { tags, body: permissionEditSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.permissionEdit },
    },
    async (request) => ok(request, await editPermission(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/permission/delete',
    {
      schema: { tags, querystring: permissionIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.permissionDelete },
    },
    async (request) =>
      ok(request, { count: await deletePermissions(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/permission/deleteBatch',
    {
      schema: { tags, querystring: permissionIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.permissionDelete },
    },
    async (request) =>
      ok(request, { count: await deletePermissions(requestContext(request), request.query.ids) }),
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
