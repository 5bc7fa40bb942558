import { pageResultOf, type EntityDefinition } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../context';
import { sendSheet, sheetResponseSchema } from '../files/sheet';
import { ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';
import type { RouteAccess } from '../http/route-access';
import { entitySheet, exportPages } from './export';
import type { EntityImporter } from './import';
import { jeecgBodyHook } from './jeecg-body';
import { registerImportRoute } from './import-route';
import type { EntityListQuery, EntityService } from './service';

/**
 * Registers the JeecgBoot routes of `definition` under its base path: list, queryById (access `list`),
 * add, edit, delete and deleteBatch (access `delete`), exportXls (access `export`). A route whose action
 * has no access code in the definition is not registered. importExcel (access `import`) is registered
 * when the entity also gives its `importer` (how its rows become add forms).
 * `queryByIdAccess` opens queryById wider than the list (e.g. 'session' where the service itself limits
 * which records each caller may read).
 */
export function registerEntityRoutes(
  scope: FastifyInstance,
  definition: EntityDefinition,
  service: EntityService<Record<string, unknown>, never, never, Record<string, unknown>>,
  { queryByIdAccess, importer }: { queryByIdAccess?: RouteAccess; importer?: EntityImporter } = {},
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { basePath, access } = definition;
  const tags = [definition.name];
  const recordEnvelope = envelopeOf(definition.form ?? definition.record);
  const batchEnvelope = envelopeOf(definition.batchResult);
  // loose: unknown keys reach the list planner, which answers them with error.filterNotAllowed.
  const listQuery = definition.listQuery.loose();
  const ctx = requestContext;
  // A JeecgBoot form posts the list row back, its own names, plain strings for bilingual text and null
  // for an optional field it holds empty: read as our form before validation.
  const recordKeys = Object.keys(definition.record.shape);
  const liberal = (schema: EntityDefinition['add'], stored?: typeof service) =>
    jeecgBodyHook(schema, recordKeys, stored);

  if (access.list) {
    app.get(
      `${basePath}/list`,
      {
        schema: {
          tags,
          querystring: listQuery,
          response: { 200: envelopeOf(pageResultOf(definition.record)) },
        },
        config: { access: access.list },
      },
      async (request) => ok(request, await service.list(ctx(request), request.query as EntityListQuery)),
    );
    app.get(
      `${basePath}/queryById`,
      {
        schema: { tags, querystring: definition.idQuery, response: { 200: recordEnvelope } },
        config: { access: queryByIdAccess ?? access.list },
      },
      async (request) => ok(request, await service.get(ctx(request), request.query.id)),
    );
  }
  if (access.add) {
    app.post(
      `${basePath}/add`,
      {
        schema: { tags, body: definition.add, response: { 200: recordEnvelope } },
        config: { access: access.add },
        preValidation: liberal(definition.add),
      },
      async (request) => ok(request, await service.add(ctx(request), request.body as never)),
    );
  }
  if (access.edit) {
    app.put(
      `${basePath}/edit`,
      {
        schema: { tags, body: definition.edit, response: { 200: recordEnvelope } },
        config: { access: access.edit },
        preValidation: liberal(definition.edit, service),
      },
      async (request) => ok(request, await service.edit(ctx(request), request.body as never)),
    );
  }
  if (access.delete) {
    app.delete(
      `${basePath}/delete`,
      {
        schema: { tags, querystring: definition.idQuery, response: { 200: batchEnvelope } },
        config: { access: access.delete },
      },
      async (request) => ok(request, { count: await service.remove(ctx(request), [request.query.id]) }),
    );
    app.delete(
      `${basePath}/deleteBatch`,
      {
        schema: { tags, querystring: definition.idsQuery, response: { 200: batchEnvelope } },
        config: { access: access.delete },
      },
      async (request) => ok(request, { count: await service.remove(ctx(request), request.query.ids) }),
    );
  }
  if (access.export) {
    app.get(
      `${basePath}/exportXls`,
      {
        schema: { tags, querystring: listQuery, produces: [SHEET], response: { 200: sheetResponseSchema } },
        config: { access: access.export },
      },
      async (request, reply) => {
        const context = ctx(request);
        const query = request.query as EntityListQuery;
        const pages = await exportPages(
          (page) => service.exportRecords(context, query, page),
          request.server.exportPageSize,
        );
        return sendSheet(reply, entitySheet(definition, pages, context.locale));
      },
    );
  }
  if (access.import && importer) registerImportRoute(scope, definition, service, importer);
}

const SHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
