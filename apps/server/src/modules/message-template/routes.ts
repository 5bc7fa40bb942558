import {
  messageTemplateAddSchema,
  messageTemplateBatchResultSchema,
  messageTemplateEditSchema,
  messageTemplateIdQuerySchema,
  messageTemplateIdsQuerySchema,
  messageTemplateListQuerySchema,
  messageTemplateRecordSchema,
  messageTemplateSendResultSchema,
  messageTemplateSendSchema,
  pageResultOf,
  Permission,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { subscribeDemandMessages } from './demand-messages';
import { messageTemplateMessages } from './messages';
import {
  addMessageTemplate,
  deleteMessageTemplates,
  editMessageTemplate,
  getMessageTemplate,
  listMessageTemplates,
  sendTestMessage,
} from './service';

const tags = ['message-template'];
const recordEnvelope = envelopeOf(messageTemplateRecordSchema);
const batchEnvelope = envelopeOf(messageTemplateBatchResultSchema);
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = messageTemplateListQuerySchema.loose();
const BASE = '/sys/message/sysMessageTemplate';

/**
 * Message templates of the caller's tenant (administration by permission, and a test send), and the
 * demand orders' events delivered as system messages from them.
 */
export const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(messageTemplateMessages);
  subscribeDemandMessages(app.events, { db: app.db, events: app.events });

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelopeOf(pageResultOf(messageTemplateRecordSchema)) },
      },
      config: { access: Permission.messageTemplateList },
    },
    async (request) => ok(request, await listMessageTemplates(requestContext(request), request.query)),
  );

  app.get(
    `${BASE}/queryById`,
    {
      schema: { tags, querystring: messageTemplateIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: Permission.messageTemplateList },
    },
    async (request) => ok(request, await getMessageTemplate(requestContext(request), request.query.id)),
  );

  app.post(
    `${BASE}/add`,
    {
      schema: { tags, body: messageTemplateAddSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.messageTemplateAdd },
    },
    async (request) => ok(request, await addMessageTemplate(requestContext(request), request.body)),
  );

  app.put(
    `${BASE}/edit`,
    {
      schema: { tags, body: messageTemplateEditSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.messageTemplateEdit },
    },
    async (request) => ok(request, await editMessageTemplate(requestContext(request), request.body)),
  );

  app.delete(
    `${BASE}/delete`,
    {
      schema: { tags, querystring: messageTemplateIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.messageTemplateDelete },
    },
    async (request) =>
      ok(request, { count: await deleteMessageTemplates(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    `${BASE}/deleteBatch`,
    {
      schema: { tags, querystring: messageTemplateIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.messageTemplateDelete },
    },
    async (request) =>
      ok(request, { count: await deleteMessageTemplates(requestContext(request), request.query.ids) }),
  );

  app.post(
    `${BASE}/sendMsg`,
    {
      schema: {
        tags,
        body: messageTemplateSendSchema,
        response: { 200: envelopeOf(messageTemplateSendResultSchema) },
      },
      config: { access: Permission.messageTemplateSend },
    },
    async (request) => ok(request, { count: await sendTestMessage(requestContext(request), request.body) }),
  );
};
