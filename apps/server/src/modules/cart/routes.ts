import {
  cartAddResultSchema,
  cartAddSchema,
  cartBatchResultSchema,
  cartCountResultSchema,
  cartEditSchema,
  cartIdsQuerySchema,
  cartListResultSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { cartBomRoutes } from './bom-routes';
import { cartMessages } from './messages';
import { addToCart, countCart, deleteCartLines, editCart, listCart } from './service';

const tags = ['cart'];
const emptyQuery = z.strictObject({ _t: z.string().optional() });

/** The buyer's cart: every route acts on the caller's own lines only. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(cartMessages);
  // In its own scope: the parts-list upload's multipart parser serves its routes only.
  await app.register(cartBomRoutes);

  app.get(
    '/mall/cart/list',
    {
      schema: { tags, querystring: emptyQuery, response: { 200: envelopeOf(cartListResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await listCart(requestContext(request))),
  );

  app.get(
    '/mall/cart/count',
    {
      schema: { tags, querystring: emptyQuery, response: { 200: envelopeOf(cartCountResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, { count: await countCart(requestContext(request)) }),
  );

  app.post(
    '/mall/cart/add',
    {
      schema: { tags, body: cartAddSchema, response: { 200: envelopeOf(cartAddResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => {
      const ctx = requestContext(request);
      const [line] = await addToCart(ctx, [request.body]);
      return ok(request, { count: await countCart(ctx), quantity: line!.quantity, added: line!.added });
    },
  );

  app.put(
    '/mall/cart/edit',
    {
      schema: { tags, body: cartEditSchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: 'session' },
    },
    async (request) => {
      await editCart(requestContext(request), request.body);
      return ok(request, null);
    },
  );

  app.delete(
    '/mall/cart/deleteBatch',
    {
      schema: { tags, querystring: cartIdsQuerySchema, response: { 200: envelopeOf(cartBatchResultSchema) } },
      config: { access: 'session' },
    },
    async (request) =>
      ok(request, { count: await deleteCartLines(requestContext(request), request.query.ids) }),
  );
};
