import {
  Permission,
  pageResultOf,
  roleAddSchema,
  roleBatchResultSchema,
  roleEditSchema,
  roleIdQuerySchema,
  roleIdsQuerySchema,
  roleListQuerySchema,
  roleOptionListSchema,
  roleRecordSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { exportRoles } from './export';
import { roleAnswerMessages } from './messages';
import { addRole, deleteRoles, editRole, findRoles, getRole, listRoleOptions } from './service';

const tags = ['role'];
const roleEnvelope = envelopeOf(roleRecordSchema);
const batchEnvelope = envelopeOf(roleBatchResultSchema);
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = roleListQuerySchema.loose();

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(roleAnswerMessages);

  // Whoever may see the users list sees their roles; the user form picks from the same list.
  app.get(
    '/sys/role/queryall',
    {
      schema: { tags, response: { 200: envelopeOf(roleOptionListSchema) } },
      config: { access: Permission.userList },
    },
    async (request) => ok(request, await listRoleOptions(requestContext(request))),
  );

  app.get(
    '/sys/role/list',
    {
      schema: { tags, querystring: listQuery, response: { 200: envelopeOf(pageResultOf(roleRecordSchema)) } },
      config: { access: Permission.roleList },
    },
    async (request) => ok(request, await findRoles(requestContext(request), request.query)),
  );

  app.get(
    '/sys/role/queryById',
    {
      schema: { tags, querystring: roleIdQuerySchema, response: { 200: roleEnvelope } },
      config: { access: Permission.roleList },
    },
    async (request) => ok(request, await getRole(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/role/add',
    {
      schema: { tags, body: roleAddSchema, response: { 200: roleEnvelope } },
      config: { access: Permission.roleAdd },
    },
    async (request) => ok(request, await addRole(requestContext(request), request.body)),
  );

  app.put(
    '/sys/role/edit',
    {
      schema: { tags, body: roleEditSchema, response: { 200: roleEnvelope } },
      config: { access: Permission.roleEdit },
    },
    async (request) => ok(request, await editRole(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/role/delete',
    {
      schema: { tags, querystring: roleIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.roleDelete },
    },
    async (request) => ok(request, { count: await deleteRoles(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/role/deleteBatch',
    {
      schema: { tags, querystring: roleIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.roleDelete },
    },
    async (request) => ok(request, { count: await deleteRoles(requestContext(request), request.query.ids) }),
  );

  app.get(
    '/sys/role/exportXls',
    {
      schema: {
        tags,
        querystring: listQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        // The answer is the file itself, not an envelope.
        response: { 200: z.instanceof(Buffer).describe('xlsx file') },
      },
      config: { access: Permission.roleExport },
    },
    async (request, reply) => {
      const file = await exportRoles(requestContext(request), request.query);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'Content-Disposition',
          `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );
};
