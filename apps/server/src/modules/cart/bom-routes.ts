import multipart from '@fastify/multipart';
import {
  BOM_MAX_BYTES,
  BomErrorKey,
  ErrorKey,
  bomAddSchema,
  bomPreviewResultSchema,
  bomSearchQuerySchema,
  bomSearchResultSchema,
  cartCountResultSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { sendSheet, sheetResponseSchema } from '#platform/files/sheet';
import { AppError } from '#platform/http/app-error';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { bomMessages } from './bom-messages';
import { addBomLines, bomTemplate, previewBom, searchBomCandidates } from './bom-service';
import { countCart } from './service';

const tags = ['cart'];
const emptyQuery = z.strictObject({ _t: z.string().optional() });
const TEMPLATE_NAME = { zh: 'BOM模板.xlsx', en: 'BOM template.xlsx' } as const;

/** A buyer's parts list (BOM) into the cart: the template, the preview of a file, the accepted lines. */
export const cartBomRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(bomMessages);
  await app.register(multipart, {
    limits: { fileSize: BOM_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/mall/cart/bom/template',
    {
      schema: { tags, querystring: emptyQuery, response: { 200: sheetResponseSchema } },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const ctx = requestContext(request);
      return sendSheet(reply, {
        fileName: TEMPLATE_NAME[ctx.locale],
        content: await bomTemplate(ctx.locale),
      });
    },
  );

  app.post(
    '/mall/cart/bom/preview',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(bomPreviewResultSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(400, BomErrorKey.fileMissing);
      let file: { name: string; content: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file' || part.fieldname !== 'file' || file) {
            throw new AppError(400, ErrorKey.badRequest);
          }
          file = { name: part.filename, content: await part.toBuffer() };
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError(413, BomErrorKey.fileTooLarge);
        }
        if (error instanceof AppError) throw error;
        throw new AppError(400, ErrorKey.badRequest);
      }
      if (!file || file.content.length === 0) throw new AppError(400, BomErrorKey.fileMissing);
      return ok(request, await previewBom(requestContext(request), file.name, file.content));
    },
  );

  app.get(
    '/mall/cart/bom/search',
    {
      schema: {
        tags,
        querystring: bomSearchQuerySchema,
        response: { 200: envelopeOf(bomSearchResultSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await searchBomCandidates(requestContext(request), request.query.keyword)),
  );

  app.post(
    '/mall/cart/bom/add',
    {
      schema: { tags, body: bomAddSchema, response: { 200: envelopeOf(cartCountResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => {
      const ctx = requestContext(request);
      await addBomLines(ctx, request.body);
      return ok(request, { count: await countCart(ctx) });
    },
  );
};
