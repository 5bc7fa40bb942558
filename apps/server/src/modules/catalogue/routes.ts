import {
  ErrorKey,
  lotAddSchema,
  lotListQuerySchema,
  lotQueryResultSchema,
  lotQuerySchema,
  lotRecordSchema,
  mallHomeResultSchema,
  pageResultOf,
  Permission,
  productDetailSchema,
  productEntity,
  productIdQuerySchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  productShelfBatchSchema,
  resourceDownloadQuerySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { attachment, contentTypeOf } from '#platform/files/content-type';
import { AppError } from '#platform/http/app-error';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { CatalogueCache } from './catalogue-cache';
import { addLot, deleteLot, listLots, queryLotNo } from './lots';
import { mallHome, productDetail, resourceFile } from './mall';
import { searchProducts } from './mall-search';
import { catalogueMessages } from './messages';
import { productImporter } from './product-import';
import { productService } from './product-service';
import { shelveProducts } from './product-writes';

const tags = ['catalogue'];
const batchEnvelope = envelopeOf(productEntity.batchResult);
const idQuery = z.strictObject({ id: z.string().min(1).max(64), _t: z.string().optional() });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mall's home and search answers, per server instance (see CatalogueCache).
  const mallCache = new CatalogueCache();
  registerMessages(catalogueMessages);

  // ---------- product management (staff) ----------
  registerEntityRoutes(app, productEntity, productService(app.files), { importer: productImporter });
  app.put(
    '/catalogue/product/shelfBatch',
    {
      schema: { tags, body: productShelfBatchSchema, response: { 200: batchEnvelope } },
      config: { access: Permission.productShelf },
    },
    async (request) => ok(request, { count: await shelveProducts(requestContext(request), request.body) }),
  );

  // ---------- production lots ----------
  app.get(
    '/catalogue/lot/list',
    {
      schema: {
        tags,
        querystring: lotListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(lotRecordSchema)) },
      },
      config: { access: Permission.lotList },
    },
    async (request) => ok(request, await listLots(requestContext(request), request.query)),
  );
  app.post(
    '/catalogue/lot/add',
    {
      schema: { tags, body: lotAddSchema, response: { 200: envelopeOf(lotRecordSchema) } },
      config: { access: Permission.lotEdit },
    },
    async (request) => ok(request, await addLot(requestContext(request), request.body)),
  );
  app.delete(
    '/catalogue/lot/delete',
    {
      schema: { tags, querystring: idQuery, response: { 200: batchEnvelope } },
      config: { access: Permission.lotEdit },
    },
    async (request) => ok(request, { count: await deleteLot(requestContext(request), request.query.id) }),
  );
  app.post(
    '/circsys/lot/queryLotNo',
    {
      schema: { tags, body: lotQuerySchema, response: { 200: envelopeOf(lotQueryResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await queryLotNo(requestContext(request), request.body.lotNo)),
  );

  // ---------- the mall (any signed-in buyer) ----------
  app.get(
    '/mall/home',
    {
      schema: { tags, response: { 200: envelopeOf(mallHomeResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => {
      const ctx = requestContext(request);
      return ok(
        request,
        await mallCache.read(ctx.db, `home|${ctx.tenantId}|${ctx.locale}`, () => mallHome(ctx)),
      );
    },
  );
  app.get(
    '/mall/product/search',
    {
      schema: {
        tags,
        querystring: productSearchQuerySchema,
        response: { 200: envelopeOf(productSearchResultSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => {
      const ctx = requestContext(request);
      // `_t` only defeats browser caches: answers differing in it are the same answer.
      const { _t: _cacheBuster, ...query } = request.query;
      const key = `search|${ctx.tenantId}|${ctx.locale}|${JSON.stringify(Object.entries(query).sort())}`;
      return ok(request, await mallCache.read(ctx.db, key, () => searchProducts(ctx, request.query)));
    },
  );
  app.get(
    '/mall/product/detail',
    {
      schema: { tags, querystring: productIdQuerySchema, response: { 200: envelopeOf(productDetailSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await productDetail(requestContext(request), request.query.id)),
  );
  app.get(
    '/mall/product/resource/download',
    {
      schema: {
        tags,
        querystring: resourceDownloadQuerySchema,
        // The answer is the file itself, not an envelope.
        response: { 200: z.any().describe('the file') },
      },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const file = await resourceFile(requestContext(request), request.query.id);
      const stored = await app.files.open(file.path);
      if (!stored) throw new AppError(404, ErrorKey.notFound);
      return reply
        .header('Content-Type', contentTypeOf(file.path))
        .header('Content-Length', stored.size)
        .header('Content-Disposition', attachment(file.fileName))
        .send(stored.stream);
    },
  );
};
