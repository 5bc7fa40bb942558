import {
  Permission,
  demandActionSchema,
  demandDetailSchema,
  demandIdQuerySchema,
  demandListQuerySchema,
  demandLogSchema,
  demandLogsQuerySchema,
  demandModifyPriceSchema,
  demandPdfQuerySchema,
  demandRecordSchema,
  demandReorderResultSchema,
  demandReorderSchema,
  demandSubmitResultSchema,
  demandSubmitSchema,
  pageResultOf,
  priceApplySchema,
  priceReplySchema,
  quoteSettingSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportPages } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { sendSheet, SHEET_CONTENT_TYPE, sheetResponseSchema } from '#platform/files/sheet';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { DEMAND_EVENT_TYPES } from './events';
import {
  exportDemandRecords,
  exportQuotation,
  getQuoteSetting,
  listDemands,
  reorder,
  saveQuoteSetting,
} from './list';
import { demandSheet } from './export';
import { publishDemandTableUpdates } from './live-updates';
import { demandMessages } from './messages';
import {
  applyDiscount,
  changeStatus,
  demandLogs,
  getDemand,
  modifyPrice,
  requestQuote,
  replyToApplication,
} from './service';
import { submitDemand } from './submit';

const tags = ['demand'];
const recordEnvelope = envelopeOf(demandRecordSchema);
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = demandListQuerySchema.loose();

/**
 * Demand orders and price applications. Buyers act on their own orders (session); what staff may do is
 * declared by permission on the route, and the rule table in rules.ts decides per order.
 */
export const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(demandMessages);
  // Every submit, application, reply, price and status change is logged from the event bus.
  for (const type of DEMAND_EVENT_TYPES) {
    app.events.subscribe(type, 'demand-log', (event) => {
      app.log.info(
        { event: { type: event.type, tenantId: event.tenantId, ...event.payload } },
        'demand event',
      );
    });
  }
  publishDemandTableUpdates(app);

  app.post(
    '/mall/demand/submit',
    {
      schema: { tags, body: demandSubmitSchema, response: { 200: envelopeOf(demandSubmitResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await submitDemand(requestContext(request), request.body)),
  );

  app.get(
    '/mall/demand/list',
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelopeOf(pageResultOf(demandRecordSchema)) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await listDemands(requestContext(request), request.query)),
  );

  // The staff's order list as a spreadsheet: its filters, advanced query, sort, or the selected orders.
  app.get(
    '/mall/demand/exportXls',
    {
      schema: {
        tags,
        querystring: listQuery,
        produces: [SHEET_CONTENT_TYPE],
        response: { 200: sheetResponseSchema },
      },
      config: { access: Permission.demandManage },
    },
    async (request, reply) => {
      const ctx = requestContext(request);
      const pages = await exportPages(
        (page) => exportDemandRecords(ctx, request.query, page),
        request.server.exportPageSize,
      );
      return sendSheet(reply, demandSheet(pages, ctx.locale));
    },
  );

  app.get(
    '/mall/demand/queryById',
    {
      schema: { tags, querystring: demandIdQuerySchema, response: { 200: envelopeOf(demandDetailSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await getDemand(requestContext(request), request.query.id)),
  );

  for (const action of ['cancel', 'complete', 'close'] as const) {
    app.post(
      `/mall/demand/${action}`,
      {
        schema: { tags, body: demandActionSchema, response: { 200: recordEnvelope } },
        config: { access: 'session' },
      },
      async (request) => ok(request, await changeStatus(requestContext(request), action, request.body)),
    );
  }

  app.post(
    '/mall/demand/requestQuote',
    {
      schema: { tags, body: demandActionSchema, response: { 200: recordEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await requestQuote(requestContext(request), request.body)),
  );

  app.post(
    '/mall/demand/modifyPrice',
    {
      schema: { tags, body: demandModifyPriceSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.demandModifyPrice },
    },
    async (request) => ok(request, await modifyPrice(requestContext(request), request.body)),
  );

  app.post(
    '/mall/demand/reorder',
    {
      schema: { tags, body: demandReorderSchema, response: { 200: envelopeOf(demandReorderResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await reorder(requestContext(request), request.body.id)),
  );

  app.get(
    '/mall/demand/exportPdf',
    {
      schema: {
        tags,
        querystring: demandPdfQuerySchema,
        produces: ['application/pdf'],
        // The answer is the file itself, not an envelope.
        response: { 200: z.instanceof(Buffer).describe('PDF quotation') },
      },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const file = await exportQuotation(requestContext(request), request.query.id, request.query.lang);
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="quotation.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );

  app.post(
    '/mall/priceApply/apply',
    {
      schema: { tags, body: priceApplySchema, response: { 200: recordEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await applyDiscount(requestContext(request), request.body)),
  );

  for (const action of ['agree', 'refuse'] as const) {
    app.post(
      `/mall/priceApply/${action}`,
      {
        schema: { tags, body: priceReplySchema, response: { 200: recordEnvelope } },
        config: { access: Permission.priceApprove },
      },
      async (request) =>
        ok(request, await replyToApplication(requestContext(request), action === 'agree', request.body)),
    );
  }

  app.get(
    '/mall/priceApply/logs',
    {
      schema: {
        tags,
        querystring: demandLogsQuerySchema,
        response: { 200: envelopeOf(z.array(demandLogSchema)) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await demandLogs(requestContext(request), request.query.demandId)),
  );

  app.get(
    '/mall/demand/quoteSetting',
    {
      schema: {
        tags,
        querystring: z.strictObject({ _t: z.string().optional() }),
        response: { 200: envelopeOf(quoteSettingSchema) },
      },
      config: { access: Permission.demandManage },
    },
    async (request) => ok(request, await getQuoteSetting(requestContext(request))),
  );

  app.put(
    '/mall/demand/quoteSetting',
    {
      schema: { tags, body: quoteSettingSchema, response: { 200: envelopeOf(quoteSettingSchema) } },
      config: { access: Permission.demandManage },
    },
    async (request) => ok(request, await saveQuoteSetting(requestContext(request), request.body)),
  );
};
