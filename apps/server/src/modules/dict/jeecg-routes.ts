import {
  allDictItemsSchema,
  dictEntity,
  dictItemCheckQuerySchema,
  Permission,
  wireNoQuerySchema,
} from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { checkAnswer } from '#platform/http/check-answer';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { allDictItems } from './dict-options';
import { dictItemValueTaken } from './item-check';

const tags = ['dict'];

/**
 * The dictionary calls of a JeecgBoot 2.x front end beside ours: every dictionary's items at once (its
 * cache refresh), the recycle bin of deleted dictionaries (always empty: a dictionary deleted here is
 * gone), and the item form's value check, which answers HTTP 200 either way as its validator expects.
 */
export function registerJeecgDictRoutes(scope: FastifyInstance): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sys/dict/queryAllDictItems',
    {
      schema: { tags, querystring: wireNoQuerySchema, response: { 200: envelopeOf(allDictItemsSchema) } },
      config: { access: 'session' },
    },
    async (request) => {
      const ctx = requestContext(request);
      return ok(request, await allDictItems(ctx.db, ctx.tenantId, ctx.locale));
    },
  );

  app.get(
    '/sys/dict/deleteList',
    {
      schema: {
        tags,
        querystring: wireNoQuerySchema,
        response: { 200: envelopeOf(z.array(dictEntity.record)) },
      },
      config: { access: Permission.dictList },
    },
    async (request) => ok(request, []),
  );

  app.get(
    '/sys/dictItem/dictItemCheck',
    {
      schema: { tags, querystring: dictItemCheckQuerySchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: Permission.dictList },
    },
    async (request) =>
      checkAnswer(
        request,
        async () => {
          if (await dictItemValueTaken(requestContext(request), request.query))
            throw new AppError(400, 'dict.valueExists');
        },
        (key) => key === 'dict.valueExists',
      ),
  );
}
