import {
  CATEGORY_ROOT,
  categoryEntity,
  categoryLoadDictItemQuerySchema,
  categoryLoadOneQuerySchema,
  categoryNodeSchema,
  categoryRootQuerySchema,
  categoryTreeChildrenQuerySchema,
  categoryTreeDataQuerySchema,
  categoryTreeRootQuerySchema,
  pageResultOf,
  Permission,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { categoryImporter, categoryService } from './entity-service';
import { categoryMessages } from './messages';
import { loadNames, loadOne, loadTreeChildren, loadTreeData, loadTreeRoot } from './service';

const tags = ['category'];
const nodesEnvelope = envelopeOf(z.array(categoryNodeSchema));

/**
 * The category tree: reads for the tree selects of every signed-in user, CRUD on the admin kit for
 * administrators.
 * Every call reads and writes the caller's tenant only.
 */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(categoryMessages);
  registerEntityRoutes(app, categoryEntity, categoryService, { importer: categoryImporter });

  // JeecgBoot's category page reads one level at a time: the roots, or the children of `pid`.
  app.get(
    '/sys/category/rootList',
    {
      schema: {
        tags,
        querystring: categoryRootQuerySchema,
        response: { 200: envelopeOf(pageResultOf(categoryEntity.record)) },
      },
      config: { access: Permission.categoryList },
    },
    async (request) => {
      const { pid, pageNo, pageSize, column, order } = request.query;
      return ok(
        request,
        await categoryService.list(requestContext(request), {
          pid: pid || CATEGORY_ROOT,
          pageNo,
          pageSize,
          column,
          order,
        }),
      );
    },
  );

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
};
