import { duplicateCheckQuerySchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { checkAnswer } from '#platform/http/check-answer';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { duplicateCheckMessages } from './messages';
import { checkDuplicate } from './service';

const tags = ['check'];
const nothing = envelopeOf(z.null());

/** The form check: is a value free in a whitelisted column. */
export const duplicateCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(duplicateCheckMessages);

  app.get(
    '/sys/duplicate/check',
    {
      schema: { tags, querystring: duplicateCheckQuerySchema, response: { 200: nothing } },
      config: { access: 'session' },
    },
    async (request) =>
      checkAnswer(
        request,
        () => checkDuplicate(requestContext(request), request.query),
        (key) => key === 'duplicate.taken',
      ),
  );
};
