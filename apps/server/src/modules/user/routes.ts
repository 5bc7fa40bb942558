import {
  Permission,
  userAddSchema,
  userBatchResultSchema,
  userEditSchema,
  userFrozenBatchSchema,
  userIdQuerySchema,
  userIdsQuerySchema,
  userListQuerySchema,
  userRecordSchema,
  userResetPasswordSchema,
  pageResultOf,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { registerMessages } from '#platform/i18n/translate';
import { envelopeOf } from '#platform/http/envelope-schema';
import { addUser, deleteUsers, editUser, freezeUsers, resetUserPassword } from './crud';
import { exportUsers } from './export';
import { userAnswerMessages } from './messages';
import { getUser, listUsers } from './service';

const tags = ['user'];
const userEnvelope = envelopeOf(userRecordSchema);
const batchEnvelope = envelopeOf(userBatchResultSchema);
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = userListQuerySchema.loose();

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(userAnswerMessages);
  app.get(
    '/sys/user/list',
    {
      schema: { tags, querystring: listQuery, response: { 200: envelopeOf(pageResultOf(userRecordSchema)) } },
      config: { access: Permission.userList },
    },
    async (request) => ok(request, await listUsers(requestContext(request), request.query)),
  );

  app.get(
    '/sys/user/queryById',
    {
      schema: { tags, querystring: userIdQuerySchema, response: { 200: userEnvelope } },
      config: { access: Permission.userList },
    },
    async (request) => ok(request, await getUser(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/user/add',
    {
      schema: { tags, body: userAddSchema, response: { 200: userEnvelope } },
      config: { access: Permission.userAdd },
    },
    async (request) => ok(request, await addUser(requestContext(request), request.body)),
  );

  app.put(
    '/sys/user/edit',
    {
      schema: { tags, body: userEditSchema, response: { 200: userEnvelope } },
      config: { access: Permission.userEdit },
    },
    async (request) => ok(request, await editUser(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/user/delete',
    {
      schema: { tags, querystring: userIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.userDelete },
    },
    async (request) => ok(request, { count: await deleteUsers(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/user/deleteBatch',
    {
      schema: { tags, querystring: userIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.userDelete },
    },
    async (request) => ok(request, { count: await deleteUsers(requestContext(request), request.query.ids) }),
  );

  app.put(
    '/sys/user/frozenBatch',
    {
      schema: { tags, body: userFrozenBatchSchema, response: { 200: batchEnvelope } },
      config: { access: Permission.userFreeze },
    },
    async (request) => ok(request, { count: await freezeUsers(requestContext(request), request.body) }),
  );

  app.put(
    '/sys/user/changePassword',
    {
      schema: { tags, body: userResetPasswordSchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: Permission.userEdit },
    },
    async (request) => {
      await resetUserPassword(requestContext(request), request.body);
      return ok(request, null);
    },
  );

  app.get(
    '/sys/user/exportXls',
    {
      schema: {
        tags,
        querystring: listQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        // The answer is the file itself, not an envelope.
        response: { 200: z.instanceof(Buffer).describe('xlsx file') },
      },
      config: { access: Permission.userExport },
    },
    async (request, reply) => {
      const file = await exportUsers(requestContext(request), request.query);
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
