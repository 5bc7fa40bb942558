import {
  Permission,
  categoryAddSchema,
  categoryEditSchema,
  categoryIdQuerySchema,
  categoryListQuerySchema,
  categoryLoadDictItemQuerySchema,
  categoryLoadOneQuerySchema,
  categoryNodeSchema,
  categoryRecordSchema,
  categoryTreeChildrenQuerySchema,
  categoryTreeDataQuerySchema,
  categoryTreeRootQuerySchema,
  dictBatchResultSchema,
  dictIdsQuerySchema,
  pageResultOf,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { categoryMessages } from './messages';
import {
  addCategory,
  deleteCategories,
  editCategory,
  getCategory,
  listCategories,
  loadNames,
  loadOne,
  loadTreeChildren,
  loadTreeData,
  loadTreeRoot,
} from './service';

const tags = ['category'];
const nodesEnvelope = envelopeOf(z.array(categoryNodeSchema));
const recordEnvelope = envelopeOf(categoryRecordSchema);
const batchEnvelope = envelopeOf(dictBatchResultSchema);

/**
 * The category tree: reads for the tree selects of every signed-in user, CRUD for administrators.
 * Every call reads and writes the caller's tenant only.
 */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(categoryMessages);

  app.get(
    '/sys/category/loadTreeRoot',
    {
      schema: { tags, querystring: categoryTreeRootQuerySchema, response: { 200: nodesEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await loadTreeRoot(requestContext(request), request.query)),
  );

  app.get(
    '/sys/category/loadTreeChildren',
    {
      schema: { tags, querystring: categoryTreeChildrenQuerySchema, response: { 200: nodesEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await loadTreeChildren(requestContext(request), request.query.pid)),
  );

  app.get(
    '/sys/category/loadOne',
    {
      schema: {
        tags,
        querystring: categoryLoadOneQuerySchema,
        response: { 200: envelopeOf(categoryNodeSchema) },
      },
      config: { access: 'session' },
    },
    async (request) =>
      ok(request, await loadOne(requestContext(request), request.query.field, request.query.val)),
  );

  app.get(
    '/sys/category/loadTreeData',
    {
      schema: { tags, querystring: categoryTreeDataQuerySchema, response: { 200: nodesEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await loadTreeData(requestContext(request), request.query)),
  );

  app.get(
    '/sys/category/loadDictItem',
    {
      schema: {
        tags,
        querystring: categoryLoadDictItemQuerySchema,
        response: { 200: envelopeOf(z.array(z.string())) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await loadNames(requestContext(request), request.query.ids)),
  );

  app.get(
    '/sys/category/list',
    {
      schema: {
        tags,
        // loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
        querystring: categoryListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(categoryRecordSchema)) },
      },
      config: { access: Permission.categoryList },
    },
    async (request) => ok(request, await listCategories(requestContext(request), request.query)),
  );

  app.get(
    '/sys/category/queryById',
    {
      schema: { tags, querystring: categoryIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: Permission.categoryList },
    },
    async (request) => ok(request, await getCategory(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/category/add',
    {
      schema: { tags, body: categoryAddSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.categoryAdd },
    },
    async (request) => ok(request, await addCategory(requestContext(request), request.body)),
  );

  app.put(
    '/sys/category/edit',
    {
      schema: { tags, body: categoryEditSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.categoryEdit },
    },
    async (request) => ok(request, await editCategory(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/category/delete',
    {
      schema: { tags, querystring: categoryIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.categoryDelete },
    },
    async (request) =>
      ok(request, { count: await deleteCategories(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/category/deleteBatch',
    {
      schema: { tags, querystring: dictIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.categoryDelete },
    },
    async (request) =>
      ok(request, { count: await deleteCategories(requestContext(request), request.query.ids) }),
  );
};
