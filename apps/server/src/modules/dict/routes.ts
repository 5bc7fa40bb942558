import {
  Permission,
  dictBatchResultSchema,
  dictEntity,
  dictIdQuerySchema,
  dictIdsQuerySchema,
  dictItemAddSchema,
  dictItemEditSchema,
  dictItemListQuerySchema,
  dictItemRecordSchema,
  dictLoadItemQuerySchema,
  dictLoadQuerySchema,
  dictOptionSchema,
  dictTreeNodeSchema,
  dictTreeQuerySchema,
  loginResultSchema,
  pageResultOf,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jeecgBodyHook, registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { dictMessages } from './messages';
import {
  addDictItem,
  deleteDictItems,
  dictTexts,
  dictImporter,
  dictService,
  dictTree,
  editDictItem,
  getDictItem,
  preloadedDictItems,
  getDictItems,
  listDictItems,
  searchDict,
} from './service';
import { registerJeecgDictRoutes } from './jeecg-routes';

const tags = ['dict'];
const optionsEnvelope = envelopeOf(z.array(dictOptionSchema));
const itemEnvelope = envelopeOf(dictItemRecordSchema);
const batchEnvelope = envelopeOf(dictBatchResultSchema);
// The path parameter may be empty: the service answers its own "code can't be empty" message.
const dictParams = z.object({ dict: z.string().max(64) });

/**
 * Dictionaries: option reads for every signed-in user (selects, labels, searches, trees), and the
 * administration of dictionaries and their items. Every call reads and writes the caller's tenant only.
 */
export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(dictMessages);

  app.get(
    '/sys/dict/getDictItems/:dict',
    {
      schema: { tags, params: dictParams, response: { 200: optionsEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await getDictItems(requestContext(request), request.params.dict)),
  );

  app.get(
    '/sys/dict/loadDictItem/:dict',
    {
      schema: {
        tags,
        params: dictParams,
        querystring: dictLoadItemQuerySchema,
        response: { 200: envelopeOf(z.array(z.string())) },
      },
      config: { access: 'session' },
    },
    async (request) =>
      ok(request, await dictTexts(requestContext(request), request.params.dict, request.query.key)),
  );

  app.get(
    '/sys/dict/loadDict/:dict',
    {
      schema: {
        tags,
        params: dictParams,
        querystring: dictLoadQuerySchema,
        response: { 200: optionsEnvelope },
      },
      config: { access: 'session' },
    },
    async (request) =>
      ok(request, await searchDict(requestContext(request), request.params.dict, request.query.keyword)),
  );

  app.get(
    '/sys/dict/loadTreeData',
    {
      schema: {
        tags,
        querystring: dictTreeQuerySchema,
        response: { 200: envelopeOf(z.array(dictTreeNodeSchema)) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await dictTree(requestContext(request), request.query)),
  );

  // Dictionaries are read from the database on every call; what is cached is the clients' copy (the
  // preloaded dictionaries kept with each session, and the items a page loaded). The refresh tells every
  // open client of the tenant, on every instance (through the realtime bus), to drop it, and answers the
  // caller's preloaded dictionaries afresh.
  app.get(
    '/sys/dict/refleshCache',
    {
      schema: { tags, response: { 200: envelopeOf(loginResultSchema.shape.sysAllDictItems) } },
      config: { access: Permission.dictEdit },
    },
    async (request) => {
      const ctx = requestContext(request);
      await app.realtime.publish({
        kind: 'notice',
        tenantId: ctx.tenantId,
        userIds: null,
        message: { cmd: 'dict', msgTxt: '', msgId: '' },
      });
      return ok(request, await preloadedDictItems(ctx.db, ctx.tenantId, ctx.locale));
    },
  );

  registerEntityRoutes(app, dictEntity, dictService, { importer: dictImporter });
  registerJeecgDictRoutes(app);
  const itemRecordKeys = Object.keys(dictItemRecordSchema.shape);

  app.get(
    '/sys/dictItem/list',
    {
      schema: {
        tags,
        querystring: dictItemListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(dictItemRecordSchema)) },
      },
      config: { access: Permission.dictList },
    },
    async (request) => ok(request, await listDictItems(requestContext(request), request.query)),
  );

  app.get(
    '/sys/dictItem/queryById',
    {
      schema: { tags, querystring: dictIdQuerySchema, response: { 200: itemEnvelope } },
      config: { access: Permission.dictList },
    },
    async (request) => ok(request, await getDictItem(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/dictItem/add',
    {
      schema: { tags, body: dictItemAddSchema, response: { 200: itemEnvelope } },
      config: { access: Permission.dictAdd },
      preValidation: jeecgBodyHook(dictItemAddSchema, itemRecordKeys),
    },
    async (request) => ok(request, await addDictItem(requestContext(request), request.body)),
  );

  app.put(
    '/sys/dictItem/edit',
    {
      schema: { tags, body: dictItemEditSchema, response: { 200: itemEnvelope } },
      config: { access: Permission.dictEdit },
      preValidation: jeecgBodyHook(dictItemEditSchema, itemRecordKeys, { get: getDictItem }),
    },
    async (request) => ok(request, await editDictItem(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/dictItem/delete',
    {
      schema: { tags, querystring: dictIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.dictDelete },
    },
    async (request) =>
      ok(request, { count: await deleteDictItems(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/dictItem/deleteBatch',
    {
      schema: { tags, querystring: dictIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.dictDelete },
    },
    async (request) =>
      ok(request, { count: await deleteDictItems(requestContext(request), request.query.ids) }),
  );
};
