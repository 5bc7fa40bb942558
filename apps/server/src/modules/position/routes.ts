import {
  pageResultOf,
  Permission,
  positionAddSchema,
  positionBatchResultSchema,
  positionEditSchema,
  positionIdQuerySchema,
  positionIdsQuerySchema,
  positionListQuerySchema,
  positionRecordSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { positionMessages } from './messages';
import {
  addPosition,
  deletePositions,
  editPosition,
  exportPositions,
  getPosition,
  listPositions,
} from './service';

const tags = ['position'];
const recordEnvelope = envelopeOf(positionRecordSchema);
const batchEnvelope = envelopeOf(positionBatchResultSchema);
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = positionListQuerySchema.loose();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /sys/position: the positions (job titles) of the caller's tenant. */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(positionMessages);

  app.get(
    '/sys/position/list',
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelopeOf(pageResultOf(positionRecordSchema)) },
      },
      config: { access: Permission.positionList },
    },
    async (request) => ok(request, await listPositions(requestContext(request), request.query)),
  );

  app.get(
    '/sys/position/queryById',
    {
      schema: { tags, querystring: positionIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: Permission.positionList },
    },
    async (request) => ok(request, await getPosition(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/position/add',
    {
      schema: { tags, body: positionAddSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.positionAdd },
    },
    async (request) => ok(request, await addPosition(requestContext(request), request.body)),
  );

  app.put(
    '/sys/position/edit',
    {
      schema: { tags, body: positionEditSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.positionEdit },
    },
    async (request) => ok(request, await editPosition(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/position/delete',
    {
      schema: { tags, querystring: positionIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.positionDelete },
    },
    async (request) =>
      ok(request, { count: await deletePositions(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/position/deleteBatch',
    {
      schema: { tags, querystring: positionIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.positionDelete },
    },
    async (request) =>
      ok(request, { count: await deletePositions(requestContext(request), request.query.ids) }),
  );

  app.get(
    '/sys/position/exportXls',
    {
      schema: {
        tags,
        querystring: listQuery,
        produces: [XLSX],
        // The answer is the file itself, not an envelope.
        response: { 200: z.instanceof(Buffer).describe('xlsx file') },
      },
      config: { access: Permission.positionList },
    },
    async (request, reply) => {
      const file = await exportPositions(requestContext(request), request.query);
      return reply
        .header('Content-Type', XLSX)
        .header(
          'Content-Disposition',
          `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );
};
