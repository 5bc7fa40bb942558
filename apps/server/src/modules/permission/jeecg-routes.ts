import {
  departIdQuerySchema,
  ErrorKey,
  Permission,
  permissionResultSchema,
  permissionTreeResultSchema,
  permRuleListSchema,
  permRuleQuerySchema,
  wireNoQuerySchema,
} from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { liveDepartIdsAmong } from '../depart/queries';
import { grantableTree } from './admin';
import { userPermissions, type FirstCallAccess } from './service';

const tags = ['permission'];

/**
 * The menu calls of a JeecgBoot 2.x front end beside ours: the signed-in user's menus by GET (as it
 * declares them), the whole grantable tree, and a menu's data rules and a department's grants, of which
 * we keep none (grants belong to roles here), so both lists are empty.
 */
export function registerJeecgPermissionRoutes(
  scope: FastifyInstance,
  firstCallAccess: FirstCallAccess,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      schema: { tags, querystring: wireNoQuerySchema, response: { 200: envelopeOf(permissionResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await userPermissions(requestContext(request), firstCallAccess)),
  );

  app.get(
    '/sys/permission/queryTreeList',
    {
      schema: {
        tags,
        querystring: wireNoQuerySchema,
        response: { 200: envelopeOf(permissionTreeResultSchema) },
      },
      config: { access: Permission.roleAuthorize },
    },
    async (request) => ok(request, await grantableTree(requestContext(request))),
  );

  app.get(
    '/sys/permission/getPermRuleListByPermId',
    {
      schema: { tags, querystring: permRuleQuerySchema, response: { 200: envelopeOf(permRuleListSchema) } },
      config: { access: Permission.permissionList },
    },
    async (request) => ok(request, []),
  );

  app.get(
    '/sys/permission/queryDepartPermission',
    {
      schema: { tags, querystring: departIdQuerySchema, response: { 200: envelopeOf(z.array(z.string())) } },
      config: { access: Permission.departList },
    },
    async (request) => {
      const ctx = requestContext(request);
      const [found] = await liveDepartIdsAmong(ctx.db, ctx.tenantId, [request.query.departId]);
      if (found === undefined) throw new AppError(404, ErrorKey.notFound);
      return ok(request, []);
    },
  );
}
