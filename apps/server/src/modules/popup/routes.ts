import {
  ErrorKey,
  POPUP_IDS_MAX,
  POPUP_SOURCES,
  popupCodeSchema,
  popupDataQuerySchema,
  popupPageSchema,
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
import { pickColumns } from './records';

const tags = ['popup'];

/**
 * GET /online/cgreport/api/getData/{code}: one page of a business picker's source. The code names one of
 * the fixed sources (anything else is refused by the schema); the source's own list reads the rows, so
 * its tenant scoping and filter whitelist apply, and its list permission is required.
 */
export const popupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/online/cgreport/api/getData/:code',
    {
      schema: {
        tags,
        params: z.object({ code: popupCodeSchema }),
        querystring: popupDataQuerySchema,
        response: { 200: envelopeOf(popupPageSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const ctx = requestContext(request);
      const { code } = request.params;
      const source = POPUP_SOURCES[code];
      const list = popupSourceList(code);
      if (!list) throw new AppError(404, ErrorKey.notFound);
      if (!hasPermission(ctx.user, list.permission)) throw new AppError(403, ErrorKey.forbidden);
      const { pageNo, pageSize, keyword, ids } = request.query;
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
