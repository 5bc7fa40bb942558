import { AnnouncementStatus, type AnnouncementBrief, type AnnouncementRecord } from '@mall/shared';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { inTenant } from '#platform/tenancy';
import { sysAnnouncement, sysAnnouncementSend } from './schema';

export type Row = typeof sysAnnouncement.$inferSelect;

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toRecord(row: Row): AnnouncementRecord {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    priority: row.priority,
    msgCategory: row.msgCategory,
    msgType: row.msgType,
    userIds: row.userIds,
    openType: row.openType ?? null,
    openPage: row.openPage,
    busId: row.busId,
    sender: row.sender,
    sendStatus: row.sendStatus,
    sendTime: iso(row.sendTime),
    cancelTime: iso(row.cancelTime),
    createTime: row.createTime.toISOString(),
    version: row.version,
  };
}

export function toBrief(row: Row): AnnouncementBrief {
  return {
    id: row.id,
    titile: row.titile,
    priority: row.priority,
    msgCategory: row.msgCategory,
    sender: row.sender,
    sendTime: iso(row.sendTime),
    openType: row.openType ?? null,
    openPage: row.openPage,
    busId: row.busId,
  };
}

/** The caller's copy of the announcement row in the query (none yet for an unread one to everyone). */
export const mySend = (ctx: RequestContext) =>
  and(eq(sysAnnouncementSend.anntId, sysAnnouncement.id), eq(sysAnnouncementSend.userId, ctx.user.id));

/** Published announcements of the acting tenant to everyone or addressed to the caller. */
export function visibleTo(ctx: RequestContext): SQL {
  return and(
    inTenant(sysAnnouncement.tenantId, ctx.tenantId),
    eq(sysAnnouncement.sendStatus, AnnouncementStatus.published),
    or(
      eq(sysAnnouncement.msgType, 'ALL'),
      sql`exists (select 1 from ${sysAnnouncementSend} where ${mySend(ctx)})`,
    ),
  ) as SQL;
}
