import {
  ErrorKey,
  Permission,
  POPUP_IDS_MAX,
  POPUP_SOURCES,
  popupCodeSchema,
  popupDataQuerySchema,
  reportPageSchema,
  type PopupRecord,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '#platform/auth/session-user';
import { requestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { popupSourceList } from '#platform/popup-sources';
import { reportData, reportSettings } from '../cgreport/service';

import { pickColumns } from './records';

const tags = ['popup'];

/** A stored report's id (UUIDv7). */
const REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /online/cgreport/api/getData/{code}: one page of a business picker's source, or of a stored online
 * report. A source code names one of the fixed sources; the source's own list reads the rows, so its
 * tenant scoping and filter whitelist apply, and its list permission is required. A report id runs that
 * report of the caller's tenant (see the cgreport module), with the report-run permission. Anything else
 * is a 400.
 */
export const popupRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = reportSettings(app.config);
  app.get(
    '/online/cgreport/api/getData/:code',
    {
      schema: {
        tags,
        params: z.object({ code: z.string().min(1).max(64) }),
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 200: envelopeOf(reportPageSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const ctx = requestContext(request);
      const parsedCode = popupCodeSchema.safeParse(request.params.code);
      if (!parsedCode.success) {
        if (!REPORT_ID.test(request.params.code)) throw new AppError(400, ErrorKey.badRequest);
        if (!hasPermission(ctx.user, Permission.reportRun)) throw new AppError(403, ErrorKey.forbidden);
        return ok(request, await reportData(ctx, settings, request.params.code, request.query));
      }
      const query = popupDataQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError(400, ErrorKey.badRequest);
      const code = parsedCode.data;
      const source = POPUP_SOURCES[code];
      const list = popupSourceList(code);
      if (!list) throw new AppError(404, ErrorKey.notFound);
      if (!hasPermission(ctx.user, list.permission)) throw new AppError(403, ErrorKey.forbidden);
      const { pageNo, pageSize, keyword, ids } = query.data;
      const chosen = ids ? [...new Set(ids.split(',').filter(Boolean))].slice(0, POPUP_IDS_MAX) : [];
      const page = await list.list(ctx, {
        pageNo: chosen.length > 0 ? 1 : pageNo,
        pageSize: chosen.length > 0 ? POPUP_IDS_MAX : pageSize,
        order: 'desc',
        ...(keyword ? { [source.queryField]: keyword } : {}),
        ...(chosen.length > 0 ? { selections: chosen.join(',') } : {}),
      });
      const records: PopupRecord[] = page.records.map((record) => pickColumns(source, record, ctx.locale));
      return ok(request, { records, total: page.total });
    },
  );
};
