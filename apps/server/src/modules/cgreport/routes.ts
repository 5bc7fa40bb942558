import {
  dataSourceEntity,
  dataSourceTestSchema,
  Permission,
  reportColumnsSchema,
  reportEntity,
  reportColumnsAndDataSchema,
  reportParamsInfoSchema,
  reportQueryItemSchema,
  wireDataSourceTestSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { dataSourceService, testConnection } from './data-source';
import { reportMessages } from './messages';
import { reportColumns, reportQueryInfo, reportService } from './service';
import { reportSettings } from './settings';
import { reportColumnsAndData, reportParamsInfo } from './wire';

const tags = ['cgreport'];
const codeParam = z.object({ code: z.string().min(1).max(64) });

/**
 * /online/cgreport/head: the tenant's online reports on the admin kit; getRpColumns and getQueryInfo for
 * their popups (getData sits with the business pickers' one, in the popup module); /sys/dataSource: the
 * data sources a report may name, with testConnection.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(reportMessages);
  const settings = reportSettings(app.config);
  registerEntityRoutes(app, reportEntity, reportService(settings));
  registerEntityRoutes(app, dataSourceEntity, dataSourceService(settings));

  app.get(
    '/online/cgreport/api/getRpColumns/:code',
    {
      schema: {
        tags,
        params: codeParam,
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: envelopeOf(reportColumnsSchema) },
      },
      config: { access: Permission.reportRun },
    },
    async (request) => ok(request, await reportColumns(requestContext(request), request.params.code)),
  );

  app.get(
    '/online/cgreport/api/getQueryInfo/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: envelopeOf(z.array(reportQueryItemSchema)) },
      },
      config: { access: Permission.reportRun },
    },
    async (request) => ok(request, await reportQueryInfo(requestContext(request), request.params.id)),
  );

  app.post(
    '/sys/dataSource/testConnection',
    {
      schema: { tags: ['dataSource'], body: dataSourceTestSchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: Permission.dataSourceEdit },
    },
    async (request) => {
      await testConnection(requestContext(request), settings, request.body);
      return ok(request, null);
    },
  );

  // JeecgBoot's data source form tests under the online report API, and its report page reads columns
  // and data in one call, and the parameters apart.
  app.post(
    '/online/cgreport/api/testConnection',
    {
      schema: {
        tags: ['dataSource'],
        body: wireDataSourceTestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      config: { access: Permission.dataSourceEdit },
    },
    async (request) => {
      const { id, dbUrl, dbUsername, dbPassword } = request.body;
      await testConnection(requestContext(request), settings, { id, dbUrl, dbUsername, dbPassword });
      return ok(request, null);
    },
  );

  app.get(
    '/online/cgreport/api/getColumnsAndData/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: z.record(z.string(), z.string()),
        response: { 200: envelopeOf(reportColumnsAndDataSchema) },
      },
      config: { access: Permission.reportRun },
    },
    async (request) =>
      ok(
        request,
        await reportColumnsAndData(requestContext(request), settings, request.params.id, request.query),
      ),
  );

  app.get(
    '/online/cgreport/api/getParamsInfo/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: envelopeOf(reportParamsInfoSchema) },
      },
      config: { access: Permission.reportRun },
    },
    async (request) => ok(request, await reportParamsInfo(requestContext(request), request.params.id)),
  );
};
