import {
  messageTemplateEntity,
  messageTemplateSendResultSchema,
  messageTemplateSendSchema,
  Permission,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { subscribeDemandMessages } from './demand-messages';
import { messageTemplateMessages } from './messages';
import { messageTemplateService, sendTestMessage } from './service';

/**
 * Message templates of the caller's tenant (the kit's routes, and a test send beside them), and the
 * demand orders' events delivered as system messages from them.
 */
export const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(messageTemplateMessages);
  subscribeDemandMessages(app.events, { db: app.db, events: app.events });
  registerEntityRoutes(app, messageTemplateEntity, messageTemplateService);

  app.post(
    `${messageTemplateEntity.basePath}/sendMsg`,
    {
      schema: {
        tags: [messageTemplateEntity.name],
        body: messageTemplateSendSchema,
        response: { 200: envelopeOf(messageTemplateSendResultSchema) },
      },
      config: { access: Permission.messageTemplateSend },
    },
    async (request) => ok(request, { count: await sendTestMessage(requestContext(request), request.body) }),
  );
};
