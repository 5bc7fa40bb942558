import {
  ANNOUNCEMENT_BELL_MAX,
  ErrorKey,
  type AnnouncementByUser,
  type myAnnouncementQuerySchema,
  type MyAnnouncementRecord,
  type PageResult,
} from '@mall/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import './events';
import { iso, mySend, toBrief, visibleTo } from './records';
import { sysAnnouncement, sysAnnouncementSend } from './schema';

/*
 * Announcements as their readers see them: the bell, the caller's own list, and read marks. The
 * administrators' side (drafts, publication, revocation) is in admin.ts.
 */

/** An `ilike` pattern matching `words` anywhere, its wildcards taken literally. */
const likeText = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type MyAnnouncementParams = z.output<typeof myAnnouncementQuerySchema>;

const isRead = sql<number>`coalesce(${sysAnnouncementSend.readFlag}, 0)`;

/** The bell: the caller's unread notices and system messages, newest first, with their totals. */
export async function listByUser(ctx: RequestContext): Promise<AnnouncementByUser> {
  const unread = (category: '1' | '2') =>
    and(visibleTo(ctx), eq(sysAnnouncement.msgCategory, category), sql`${isRead} = 0`);
  const query = async (category: '1' | '2') => {
    const [rows, totals] = await Promise.all([
      ctx.db
        .select({ row: sysAnnouncement })
        .from(sysAnnouncement)
        .leftJoin(sysAnnouncementSend, mySend(ctx))
        .where(unread(category))
        .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id))
        .limit(ANNOUNCEMENT_BELL_MAX),
      ctx.db
        .select({ total: count() })
        .from(sysAnnouncement)
        .leftJoin(sysAnnouncementSend, mySend(ctx))
        .where(unread(category)),
    ]);
    return { list: rows.map(({ row }) => toBrief(row)), total: totals[0]?.total ?? 0 };
  };
  const [annt, sys] = await Promise.all([query('1'), query('2')]);
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
}

/** The caller's own announcements, read or unread, a page at a time. */
export async function myAnnouncements(
  ctx: RequestContext,
  query: MyAnnouncementParams,
): Promise<PageResult<MyAnnouncementRecord>> {
  const where = and(
    visibleTo(ctx),
    query.readFlag === undefined ? undefined : sql`${isRead} = ${Number(query.readFlag)}`,
    query.msgCategory ? eq(sysAnnouncement.msgCategory, query.msgCategory) : undefined,
    query.titile ? sql`${sysAnnouncement.titile} ilike ${likeText(query.titile)}` : undefined,
    query.sender ? sql`${sysAnnouncement.sender} ilike ${likeText(query.sender)}` : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ row: sysAnnouncement, readFlag: isRead, readTime: sysAnnouncementSend.readTime })
      .from(sysAnnouncement)
      .leftJoin(sysAnnouncementSend, mySend(ctx))
      .where(where)
      .orderBy(direction(sysAnnouncement.sendTime), direction(sysAnnouncement.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db
      .select({ total: count() })
      .from(sysAnnouncement)
      .leftJoin(sysAnnouncementSend, mySend(ctx))
      .where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    records: rows.map(({ row, readFlag, readTime }) => ({
      ...toBrief(row),
      anntId: row.id,
      msgContent: row.msgContent,
      readFlag: Number(readFlag) === 1 ? '1' : '0',
      readTime: iso(readTime),
    })),
    total,
    current: query.pageNo,
    size: query.pageSize,
    pages: Math.ceil(total / query.pageSize),
  };
}

async function markRead(ctx: RequestContext, anntIds: string[]): Promise<number> {
  if (anntIds.length === 0) return 0;
  const now = new Date();
  await inTransaction(ctx, async (tx) => {
    await tx
      .insert(sysAnnouncementSend)
      .values(
        anntIds.map((anntId) => ({
          id: newId(),
          tenantId: ctx.tenantId,
          anntId,
          userId: ctx.user.id,
          readFlag: 1,
          readTime: now,
          createBy: ctx.user.username,
        })),
      )
      .onConflictDoUpdate({
        target: [sysAnnouncementSend.anntId, sysAnnouncementSend.userId],
        set: { readFlag: 1, readTime: now, updateBy: ctx.user.username, updateTime: now },
        setWhere: eq(sysAnnouncementSend.readFlag, 0),
      });
  });
  return anntIds.length;
}

/** The caller has read one announcement visible to them (else 404). */
export async function markAnnouncementRead(ctx: RequestContext, anntId: string): Promise<void> {
  const [visible] = await ctx.db
    .select({ id: sysAnnouncement.id })
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, anntId), visibleTo(ctx)));
  if (!visible) throw new AppError(404, ErrorKey.notFound);
  await markRead(ctx, [anntId]);
}

/** The caller has read everything visible to them; answers how many were unread. */
export async function markAllAnnouncementsRead(ctx: RequestContext): Promise<number> {
  const unread = await ctx.db
    .select({ id: sysAnnouncement.id })
    .from(sysAnnouncement)
    .leftJoin(sysAnnouncementSend, mySend(ctx))
    .where(and(visibleTo(ctx), sql`${isRead} = 0`));
  return markRead(
    ctx,
    unread.map((row) => row.id),
  );
}

export {
  markBusinessRead,
  publishSystemMessage,
  unreadBusinessIds,
  type SystemMessage,
} from './system-message';
