import { LogType } from '@mall/shared';
import { and, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { tenantScope } from '#platform/tenancy';
import { sysLog } from './schema';

const DAY_MS = 86_400_000;
const startOfToday = () => {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  return day;
};
// The tenant's successful sign-ins.
const signIns = (ctx: RequestContext) =>
  and(tenantScope(ctx, sysLog), eq(sysLog.logType, LogType.login), eq(sysLog.outcome, 'ok'));

/** The home page's figures: sign-ins of the tenant ever and today, and today's distinct addresses. */
export async function loginInfo(ctx: RequestContext) {
  const [total] = await ctx.db.select({ n: count() }).from(sysLog).where(signIns(ctx));
  const [today] = await ctx.db
    .select({ n: count(), ips: countDistinct(sysLog.ip) })
    .from(sysLog)
    .where(and(signIns(ctx), gte(sysLog.createTime, startOfToday())));
  return { totalVisitCount: total?.n ?? 0, todayVisitCount: today?.n ?? 0, todayIp: today?.ips ?? 0 };
}

/** Sign-ins and distinct addresses per day over the last seven days, oldest first (days without any left out). */
export async function visitInfo(ctx: RequestContext) {
  const day = sql<string>`to_char(${sysLog.createTime}, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ visit: count(), ip: countDistinct(sysLog.ip), tian: day })
    .from(sysLog)
    .where(and(signIns(ctx), gte(sysLog.createTime, new Date(startOfToday().getTime() - 6 * DAY_MS))))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({ ...row, type: row.tian.slice(5) }));
}
