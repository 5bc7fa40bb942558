import {
  pageResultOf,
  parseTenantIds,
  Permission,
  tenantAddSchema,
  tenantBatchResultSchema,
  tenantEditSchema,
  tenantIdQuerySchema,
  tenantIdsQuerySchema,
  tenantListQuerySchema,
  tenantListResultSchema,
  tenantQueryListQuerySchema,
  tenantRecordSchema,
  tenantUserListQuerySchema,
  tenantUserRecordSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import {
  addTenant,
  deleteTenants,
  editTenant,
  exportTenants,
  getTenant,
  listTenants,
  listTenantUsers,
} from './admin';
import { tenantMessages } from './messages';
import { tenantsOfUserAmong } from './service';

const tags = ['tenant'];
const recordEnvelope = envelopeOf(tenantRecordSchema);
const batchEnvelope = envelopeOf(tenantBatchResultSchema);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(tenantMessages);

  app.get(
    '/sys/tenant/queryList',
    {
      schema: {
        tags,
        querystring: tenantQueryListQuerySchema,
        response: { 200: envelopeOf(tenantListResultSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => {
      const { db, user, locale } = requestContext(request);
      return ok(request, await tenantsOfUserAmong(db, user.id, parseTenantIds(request.query.ids), locale));
    },
  );

  app.get(
    '/sys/tenant/list',
    {
      schema: {
        tags,
        // loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
        querystring: tenantListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(tenantRecordSchema)) },
      },
      config: { access: Permission.tenantList },
    },
    async (request) => ok(request, await listTenants(requestContext(request), request.query)),
  );

  app.get(
    '/sys/tenant/queryById',
    {
      schema: { tags, querystring: tenantIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: Permission.tenantList },
    },
    async (request) => ok(request, await getTenant(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/tenant/add',
    {
      schema: { tags, body: tenantAddSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.tenantAdd },
    },
    async (request) => ok(request, await addTenant(requestContext(request), request.body)),
  );

  app.put(
    '/sys/tenant/edit',
    {
      schema: { tags, body: tenantEditSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.tenantEdit },
    },
    async (request) => ok(request, await editTenant(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/tenant/delete',
    {
      schema: { tags, querystring: tenantIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.tenantDelete },
    },
    async (request) =>
      ok(request, { count: await deleteTenants(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/tenant/deleteBatch',
    {
      schema: { tags, querystring: tenantIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.tenantDelete },
    },
    async (request) =>
      ok(request, { count: await deleteTenants(requestContext(request), request.query.ids) }),
  );

  app.get(
    '/sys/tenant/exportXls',
    {
      schema: {
        tags,
        querystring: tenantListQuerySchema.loose(),
        produces: [XLSX],
        // The answer is the file itself, not an envelope.
        response: { 200: z.instanceof(Buffer).describe('xlsx file') },
      },
      config: { access: Permission.tenantList },
    },
    async (request, reply) => {
      const file = await exportTenants(requestContext(request), request.query);
      return reply
        .header('Content-Type', XLSX)
        .header(
          'Content-Disposition',
          `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );

  app.get(
    '/sys/tenant/userList',
    {
      schema: {
        tags,
        querystring: tenantUserListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(tenantUserRecordSchema)) },
      },
      config: { access: Permission.tenantList },
    },
    async (request) => ok(request, await listTenantUsers(requestContext(request), request.query)),
  );
};
