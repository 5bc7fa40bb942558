import { ErrorKey, sysLogQuerySchema, type PageResult, type SysLogRecord } from '@mall/shared';
import { and, count, desc, gte, ilike, lte, or, eq, type SQL } from 'drizzle-orm';
import type { EntityListQuery, EntityService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { escapeLike, rowsAfter } from '#platform/http/list';
import { tenantScope } from '#platform/tenancy';
import { sysLog } from './schema';

/** A begin or end of the period: a date-time the client sent, or none when it is not one. */
function timeOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const time = new Date(value.includes('T') || value.includes(':') ? value : `${value}T00:00:00`);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/** The rows of the caller's tenant of the query's type, period, user, outcome and words. */
function conditions(ctx: RequestContext, query: EntityListQuery): SQL {
  const parsed = sysLogQuerySchema.safeParse(query);
  if (!parsed.success) throw new AppError(400, ErrorKey.validation);
  const q = parsed.data;
  const begin = timeOf(q.createTime_begin);
  const end = timeOf(q.createTime_end);
  const words = q.keyWord ? `%${escapeLike(q.keyWord)}%` : undefined;
  return and(
    tenantScope(ctx, sysLog),
    eq(sysLog.logType, q.logType),
    begin ? gte(sysLog.createTime, begin) : undefined,
    end ? lte(sysLog.createTime, end) : undefined,
    q.username ? ilike(sysLog.username, `%${escapeLike(q.username)}%`) : undefined,
    q.outcome ? eq(sysLog.outcome, q.outcome) : undefined,
    words
      ? or(
          ilike(sysLog.logContent, words),
          ilike(sysLog.requestUrl, words),
          ilike(sysLog.requestParam, words),
          ilike(sysLog.reason, words),
          ilike(sysLog.ip, words),
        )
      : undefined,
  )!;
}

function recordOf(row: typeof sysLog.$inferSelect): SysLogRecord {
  return {
    id: row.id,
    logType: row.logType,
    logContent: row.logContent,
    userid: row.userId,
    username: row.username,
    ip: row.ip,
    userAgent: row.userAgent,
    method: row.method,
    requestUrl: row.requestUrl,
    requestParam: row.requestParam,
    costTime: row.costTime,
    outcome: row.outcome,
    reason: row.reason,
    createTime: row.createTime.toISOString(),
  };
}

const readOnly = async (): Promise<never> => {
  throw new AppError(404, ErrorKey.notFound);
};

/** The logs as the kit's list and export read them; rows are never added, edited or deleted by a client. */
export const sysLogService: EntityService<SysLogRecord, never, never> = {
  async list(ctx, query): Promise<PageResult<SysLogRecord>> {
    const where = conditions(ctx, query);
    const pageSize = Number(query.pageSize);
    const pageNo = Number(query.pageNo);
    const [total] = await ctx.db.select({ value: count() }).from(sysLog).where(where);
    const rows = await ctx.db
      .select()
      .from(sysLog)
      .where(where)
      .orderBy(desc(sysLog.createTime), desc(sysLog.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const totalRows = total?.value ?? 0;
    return {
      records: rows.map(recordOf),
      total: totalRows,
      current: pageNo,
      size: pageSize,
      pages: Math.ceil(totalRows / pageSize),
    };
  },
  async exportRecords(ctx, query, page) {
    const after =
      page.after === undefined
        ? undefined
        : rowsAfter(
            { column: sysLog.createTime, order: 'desc' },
            { column: sysLog.id, order: 'desc' },
            page.after,
          );
    const rows = await ctx.db
      .select()
      .from(sysLog)
      .where(and(conditions(ctx, query), after))
      .orderBy(desc(sysLog.createTime), desc(sysLog.id))
      .limit(page.size);
    return rows.map(recordOf);
  },
  get: readOnly,
  add: readOnly,
  edit: readOnly,
  remove: readOnly,
};
