import {
  departIdNodeSchema,
  departUserQuerySchema,
  multiUserQuerySchema,
  pageResultOf,
  Permission,
  pickLocalized,
  userComponentQuerySchema,
  userIdQuerySchema,
  userRoleQuerySchema,
  wireNoQuerySchema,
  wireUserSchema,
} from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { departsOfUserInTenant } from '../depart/queries';
import { deletedUsers, pickUsers, usersNamed } from './picker-queries';
import { getUser } from './service';

const tags = ['user'];
const userPage = envelopeOf(pageResultOf(wireUserSchema));

/**
 * The user calls of a JeecgBoot 2.x front end beside ours: a user's role ids and departments for its
 * user form, its recycle bin, and its user pickers (by department, and the users a field names).
 */
export function registerJeecgUserRoutes(scope: FastifyInstance): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/user/queryUserRole',
    {
      schema: { tags, querystring: userRoleQuerySchema, response: { 200: envelopeOf(z.array(z.string())) } },
      config: { access: Permission.userList },
    },
    async (request) => ok(request, (await getUser(requestContext(request), request.query.userid)).roleIds),
  );

  app.get(
    '/sys/user/userDepartList',
    {
      schema: {
        tags,
        querystring: userIdQuerySchema,
        response: { 200: envelopeOf(z.array(departIdNodeSchema)) },
      },
      config: { access: Permission.userList },
    },
    async (request) => {
      const ctx = requestContext(request);
      const user = await getUser(ctx, request.query.userId);
      const departs = await departsOfUserInTenant(ctx.db, user.id, ctx.tenantId);
      return ok(
        request,
        departs.map((depart) => ({
          key: depart.id,
          value: depart.id,
          title: pickLocalized(depart.name, ctx.locale),
        })),
      );
    },
  );

  app.get(
    '/sys/user/recycleBin',
    {
      schema: {
        tags,
        querystring: wireNoQuerySchema,
        response: { 200: envelopeOf(z.array(wireUserSchema)) },
      },
      config: { access: Permission.userList },
    },
    async (request) => ok(request, await deletedUsers(requestContext(request))),
  );

  app.get(
    '/sys/user/departUserList',
    {
      schema: { tags, querystring: departUserQuerySchema, response: { 200: userPage } },
      config: { access: Permission.userList },
    },
    async (request) => {
      const { depId, username, pageNo, pageSize } = request.query;
      return ok(
        request,
        await pickUsers(requestContext(request), { departId: depId, username, pageNo, pageSize }),
      );
    },
  );

  // The pickers serve every form with a user field: staff, as the department tree they browse.
  app.get(
    '/sys/user/queryUserComponentData',
    {
      schema: { tags, querystring: userComponentQuerySchema, response: { 200: userPage } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await pickUsers(requestContext(request), request.query)),
  );

  // Answered unwrapped: the client reads the list itself.
  app.get(
    '/sys/user/getMultiUser',
    {
      schema: { tags, querystring: multiUserQuerySchema, response: { 200: z.array(wireUserSchema) } },
      config: { access: 'staff' },
    },
    async (request) => {
      const names = request.query.username.split(',').filter((name) => name !== '');
      return usersNamed(requestContext(request), names.slice(0, 500));
    },
  );
}
