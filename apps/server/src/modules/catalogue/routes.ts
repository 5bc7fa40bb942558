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
  productAddSchema,
  productBatchResultSchema,
  productDetailSchema,
  productEditSchema,
  productFormSchema,
  productIdQuerySchema,
  productIdsQuerySchema,
  productListQuerySchema,
  productRecordSchema,
  productSearchQuerySchema,
  productSearchResultSchema,
  productShelfBatchSchema,
  resourceDownloadQuerySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { attachment, contentTypeOf } from '#platform/files/content-type';
import { sendSheet, sheetResponseSchema } from '#platform/files/sheet';
import { AppError } from '#platform/http/app-error';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { CatalogueCache } from './catalogue-cache';
import { exportProducts } from './export';
import { addLot, deleteLot, listLots, queryLotNo } from './lots';
import { mallHome, productDetail, resourceFile } from './mall';
import { searchProducts } from './mall-search';
import { catalogueMessages } from './messages';
import { addProduct, deleteProducts, editProduct, shelveProducts } from './product-writes';
import { getProductForm, listProducts } from './products';

const tags = ['catalogue'];
const formEnvelope = envelopeOf(productFormSchema);
const batchEnvelope = envelopeOf(productBatchResultSchema);
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = productListQuerySchema.loose();
const idQuery = z.strictObject({ id: z.string().min(1).max(64), _t: z.string().optional() });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mall's home and search answers, per server instance (see CatalogueCache).
  const mallCache = new CatalogueCache();
  registerMessages(catalogueMessages);

  // ---------- product management (staff) ----------
  app.get(
    '/catalogue/product/list',
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelopeOf(pageResultOf(productRecordSchema)) },
      },
      config: { access: Permission.productList },
    },
    async (request) => ok(request, await listProducts(requestContext(request), request.query)),
  );
  app.get(
    '/catalogue/product/exportXls',
    {
      schema: { tags, querystring: listQuery, response: { 200: sheetResponseSchema } },
      config: { access: Permission.productList },
    },
    async (request, reply) => sendSheet(reply, await exportProducts(requestContext(request), request.query)),
  );
  app.get(
    '/catalogue/product/queryById',
    {
      schema: { tags, querystring: productIdQuerySchema, response: { 200: formEnvelope } },
      config: { access: Permission.productList },
    },
    async (request) => ok(request, await getProductForm(requestContext(request), request.query.id)),
  );
  app.post(
    '/catalogue/product/add',
    {
      schema: { tags, body: productAddSchema, response: { 200: formEnvelope } },
      config: { access: Permission.productAdd },
    },
    async (request) => ok(request, await addProduct(requestContext(request), app.files, request.body)),
  );
  app.put(
    '/catalogue/product/edit',
    {
      schema: { tags, body: productEditSchema, response: { 200: formEnvelope } },
      config: { access: Permission.productEdit },
    },
    async (request) => ok(request, await editProduct(requestContext(request), app.files, request.body)),
  );
  app.delete(
    '/catalogue/product/delete',
    {
      schema: { tags, querystring: productIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.productDelete },
    },
    async (request) =>
      ok(request, { count: await deleteProducts(requestContext(request), [request.query.id]) }),
  );
  app.delete(
    '/catalogue/product/deleteBatch',
    {
      schema: { tags, querystring: productIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.productDelete },
    },
    async (request) =>
      ok(request, { count: await deleteProducts(requestContext(request), request.query.ids) }),
  );
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
      if ((await app.files.size(file.path)) === null) throw new AppError(404, ErrorKey.notFound);
      return reply
        .header('Content-Type', contentTypeOf(file.path))
        .header('Content-Disposition', attachment(file.fileName))
        .send(app.files.read(file.path));
    },
  );
};
