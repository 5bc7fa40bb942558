import {
  ANNOUNCEMENT_BELL_MAX,
  AnnouncementStatus,
  ErrorKey,
  Permission,
  userIdsSchema,
  type ANNOUNCEMENT_SORT_COLUMNS,
  type AnnouncementBrief,
  type AnnouncementByUser,
  type AnnouncementRecord,
  type announcementAddSchema,
  type announcementEditSchema,
  type announcementListQuerySchema,
  type myAnnouncementQuerySchema,
  type MyAnnouncementRecord,
  type PageResult,
} from '@mall/shared';
import { and, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { hasPermission } from '#platform/auth/session-user';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { updateVersioned } from '#platform/db/versioned-update';
import { AppError } from '#platform/http/app-error';
import { fieldError as platformFieldError } from '#platform/http/field-error';
import { planList, type ListSpec } from '#platform/http/list';
import { newId } from '#platform/ids';
import { inTenant, tenantScope } from '#platform/tenancy';
import { sysUserTenant } from '../user/schema';
import './events';
import { announcementMessages } from './messages';
import { sanitiseRichText } from '#platform/security/rich-text';
import { sysAnnouncement, sysAnnouncementSend } from './schema';

export type AnnouncementListParams = z.output<typeof announcementListQuerySchema> & Record<string, unknown>;
type AnnouncementAdd = z.output<typeof announcementAddSchema>;
type AnnouncementEdit = z.output<typeof announcementEditSchema>;
type MyAnnouncementParams = z.output<typeof myAnnouncementQuerySchema>;

const sortColumns: Record<(typeof ANNOUNCEMENT_SORT_COLUMNS)[number], AnyColumn> = {
  createTime: sysAnnouncement.createTime,
  sendTime: sysAnnouncement.sendTime,
  priority: sysAnnouncement.priority,
  titile: sysAnnouncement.titile,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: sysAnnouncement.createTime, order: 'desc' },
  tieBreaker: sysAnnouncement.id,
  filters: {
    titile: { column: sysAnnouncement.titile, match: 'like' },
    msgCategory: { column: sysAnnouncement.msgCategory, match: 'eq' },
    sendStatus: { column: sysAnnouncement.sendStatus, match: 'eq' },
    priority: { column: sysAnnouncement.priority, match: 'eq' },
  },
};

type Row = typeof sysAnnouncement.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toRecord(row: Row): AnnouncementRecord {
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

function toBrief(row: Row): AnnouncementBrief {
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

function fieldError(ctx: RequestContext, key: keyof typeof announcementMessages, field: string): AppError {
  return platformFieldError(ctx.locale, field, announcementMessages[key], { key });
}

/**
 * The stored form of an add/edit body: sanitised HTML, and for chosen users the ids that are users of
 * the caller's tenant (at least one); an open type needs the page it opens.
 */
async function normalise(ctx: RequestContext, body: AnnouncementAdd) {
  if (body.openType && !body.openPage) throw fieldError(ctx, 'announcement.openPageRequired', 'openPage');
  let userIds = '';
  if (body.msgType === 'USER') {
    const parsed = userIdsSchema.safeParse(body.userIds);
    const requested = parsed.success ? parsed.data : [];
    const members = requested.length
      ? await ctx.db
          .select({ userId: sysUserTenant.userId })
          .from(sysUserTenant)
          .where(and(inArray(sysUserTenant.userId, requested), tenantScope(ctx, sysUserTenant)))
      : [];
    const known = new Set(members.map((member) => member.userId));
    const kept = requested.filter((id) => known.has(id));
    if (kept.length === 0 || kept.length !== requested.length)
      throw fieldError(ctx, 'announcement.usersRequired', 'userIds');
    userIds = kept.join(',');
  }
  return {
    titile: body.titile,
    msgContent: sanitiseRichText(body.msgContent),
    priority: body.priority,
    msgCategory: body.msgCategory,
    msgType: body.msgType,
    userIds,
    openType: body.openType,
    openPage: body.openType ? body.openPage : null,
    busId: body.busId,
  };
}

async function findRow(ctx: RequestContext, id: string, db: Database = ctx.db): Promise<Row> {
  const [row] = await db
    .select()
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, id), inTenant(sysAnnouncement.tenantId, ctx.tenantId)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return row;
}

/** The tenant's announcements matching the admin list query, a page at a time. */
export async function listAnnouncements(
  ctx: RequestContext,
  query: AnnouncementListParams,
): Promise<PageResult<AnnouncementRecord>> {
  const plan = planList(query, listSpec);
  const where = and(inTenant(sysAnnouncement.tenantId, ctx.tenantId), plan.where);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(sysAnnouncement)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(sysAnnouncement).where(where),
  ]);
  return plan.page(rows.map(toRecord), totals[0]?.total ?? 0);
}

/**
 * One announcement: administrators (list permission) see any of their tenant's; everyone else only a
 * published one addressed to them. Anything else is a 404.
 */
export async function getAnnouncement(ctx: RequestContext, id: string): Promise<AnnouncementRecord> {
  if (hasPermission(ctx.user, Permission.announcementList)) return toRecord(await findRow(ctx, id));
  const [row] = await ctx.db
    .select()
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, id), visibleTo(ctx)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return toRecord(row);
}

export async function addAnnouncement(
  ctx: RequestContext,
  body: AnnouncementAdd,
): Promise<AnnouncementRecord> {
  const values = await normalise(ctx, body);
  const id = newId();
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(sysAnnouncement)
      .values({ id, tenantId: ctx.tenantId, ...values, createBy: ctx.user.username })
      .returning();
    return toRecord(row as Row);
  });
}

/** Drafts only: what was published stays as its readers saw it. */
export async function editAnnouncement(
  ctx: RequestContext,
  body: AnnouncementEdit,
): Promise<AnnouncementRecord> {
  const current = await findRow(ctx, body.id);
  if (current.sendStatus !== AnnouncementStatus.draft) throw new AppError(400, 'announcement.notDraft');
  const values = await normalise(ctx, body);
  return inTransaction(ctx, async (tx) => {
    const row = await updateVersioned(tx, sysAnnouncement, {
      id: body.id,
      version: body.version,
      set: values,
      by: ctx.user.username,
      where: and(
        inTenant(sysAnnouncement.tenantId, ctx.tenantId),
        eq(sysAnnouncement.sendStatus, AnnouncementStatus.draft),
      ),
    });
    return toRecord(row);
  });
}

/** Deletes announcements of the caller's tenant (with their read state); answers how many went. */
export async function deleteAnnouncements(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(sysAnnouncement)
      .where(and(inArray(sysAnnouncement.id, [...ids]), inTenant(sysAnnouncement.tenantId, ctx.tenantId)))
      .returning({ id: sysAnnouncement.id });
    return deleted.length;
  });
}

/**
 * Publishes a draft: stamps sender and send time, gives each addressed user an unread copy, and once
 * committed tells the realtime hub (an `announcement.published` event) so that open bells reload.
 */
export async function publishAnnouncement(ctx: RequestContext, id: string): Promise<AnnouncementRecord> {
  const current = await findRow(ctx, id);
  if (current.sendStatus !== AnnouncementStatus.draft) throw new AppError(400, 'announcement.notDraft');
  return inTransaction(ctx, async (tx, after) => {
    const [row] = await tx
      .update(sysAnnouncement)
      .set({
        sendStatus: AnnouncementStatus.published,
        sendTime: new Date(),
        sender: ctx.user.username,
        version: sql`${sysAnnouncement.version} + 1`,
        updateBy: ctx.user.username,
        updateTime: new Date(),
      })
      .where(
        and(
          eq(sysAnnouncement.id, id),
          inTenant(sysAnnouncement.tenantId, ctx.tenantId),
          eq(sysAnnouncement.sendStatus, AnnouncementStatus.draft),
        ),
      )
      .returning();
    if (!row) throw new AppError(409, ErrorKey.stale);
    const userIds = row.msgType === 'USER' ? row.userIds.split(',').filter(Boolean) : null;
    if (userIds?.length) {
      await tx
        .insert(sysAnnouncementSend)
        .values(
          userIds.map((userId) => ({
            id: newId(),
            tenantId: ctx.tenantId,
            anntId: id,
            userId,
            createBy: ctx.user.username,
          })),
        )
        .onConflictDoNothing();
    }
    after.publish({
      type: 'announcement.published',
      tenantId: ctx.tenantId,
      payload: { id, titile: row.titile, priority: row.priority, msgCategory: row.msgCategory, userIds },
    });
    return toRecord(row);
  });
}

/**
 * Revokes a published announcement: it leaves every bell and user list, and once committed the realtime
 * hub tells its audience (an `announcement.revoked` event) so that open bells reload.
 */
export async function revokeAnnouncement(ctx: RequestContext, id: string): Promise<AnnouncementRecord> {
  const current = await findRow(ctx, id);
  if (current.sendStatus !== AnnouncementStatus.published)
    throw new AppError(400, 'announcement.notPublished');
  return inTransaction(ctx, async (tx, after) => {
    const [row] = await tx
      .update(sysAnnouncement)
      .set({
        sendStatus: AnnouncementStatus.revoked,
        cancelTime: new Date(),
        version: sql`${sysAnnouncement.version} + 1`,
        updateBy: ctx.user.username,
        updateTime: new Date(),
      })
      .where(and(eq(sysAnnouncement.id, id), inTenant(sysAnnouncement.tenantId, ctx.tenantId)))
      .returning();
    const revoked = row as Row;
    const userIds = revoked.msgType === 'USER' ? revoked.userIds.split(',').filter(Boolean) : null;
    after.publish({
      type: 'announcement.revoked',
      tenantId: ctx.tenantId,
      payload: { id, titile: revoked.titile, userIds },
    });
    return toRecord(revoked);
  });
}

// The caller's copy of the announcement row in the query (none yet for an unread one to everyone).
const mySend = (ctx: RequestContext) =>
  and(eq(sysAnnouncementSend.anntId, sysAnnouncement.id), eq(sysAnnouncementSend.userId, ctx.user.id));

/** Published announcements of the acting tenant to everyone or addressed to the caller. */
function visibleTo(ctx: RequestContext): SQL {
  return and(
    inTenant(sysAnnouncement.tenantId, ctx.tenantId),
    eq(sysAnnouncement.sendStatus, AnnouncementStatus.published),
    or(
      eq(sysAnnouncement.msgType, 'ALL'),
      sql`exists (select 1 from ${sysAnnouncementSend} where ${mySend(ctx)})`,
    ),
  ) as SQL;
}

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
    query.titile
      ? sql`${sysAnnouncement.titile} ilike ${`%${query.titile.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ row: sysAnnouncement, readFlag: isRead, readTime: sysAnnouncementSend.readTime })
      .from(sysAnnouncement)
      .leftJoin(sysAnnouncementSend, mySend(ctx))
      .where(where)
      .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id))
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
