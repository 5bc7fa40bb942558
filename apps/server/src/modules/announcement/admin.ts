import {
  announcementEntity,
  AnnouncementStatus,
  ErrorKey,
  Permission,
  userIdsSchema,
  type AnnouncementRecord,
  type announcementAddSchema,
} from '@mall/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hasPermission } from '#platform/auth/session-user';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { fieldError as platformFieldError } from '#platform/http/field-error';
import { newId } from '#platform/ids';
import { sanitiseRichText } from '#platform/security/rich-text';
import { inTenant } from '#platform/tenancy';
import { tenantMemberIds } from '../user/queries';
import './events';
import { announcementMessages } from './messages';
import { sysAnnouncement, sysAnnouncementSend } from './schema';
import { toRecord, visibleTo, type Row } from './records';

type AnnouncementForm = z.output<typeof announcementAddSchema>;

function fieldError(ctx: RequestContext, key: keyof typeof announcementMessages, field: string): AppError {
  return platformFieldError(ctx.locale, field, announcementMessages[key], { key });
}

const chosenUserIds = (body: AnnouncementForm) => {
  const parsed = userIdsSchema.safeParse(body.userIds);
  return parsed.success ? parsed.data : [];
};

/** An open type needs the page it opens; chosen users are users of the caller's tenant (at least one). */
async function checkForm(ctx: RequestContext, body: AnnouncementForm, db: Database): Promise<void> {
  if (body.openType && !body.openPage) throw fieldError(ctx, 'announcement.openPageRequired', 'openPage');
  if (body.msgType !== 'USER') return;
  const requested = chosenUserIds(body);
  const known = new Set(await tenantMemberIds(db, ctx.tenantId, requested));
  if (requested.length === 0 || requested.some((id) => !known.has(id)))
    throw fieldError(ctx, 'announcement.usersRequired', 'userIds');
}

/** The stored form: sanitised HTML, the chosen users' ids (none for everyone), the page only with a type. */
function toValues(body: AnnouncementForm) {
  return {
    titile: body.titile,
    msgContent: sanitiseRichText(body.msgContent),
    priority: body.priority,
    msgCategory: body.msgCategory,
    msgType: body.msgType,
    userIds: body.msgType === 'USER' ? chosenUserIds(body).join(',') : '',
    openType: body.openType,
    openPage: body.openType ? body.openPage : null,
    busId: body.busId,
  };
}

const kit = tableService(announcementEntity, {
  table: sysAnnouncement,
  toRecord: (row) => toRecord(row),
  toValues: (body) => toValues(body as AnnouncementForm),
  beforeAdd: (ctx, body, tx) => checkForm(ctx, body, tx),
  // Drafts only: what was published stays as its readers saw it (a publish racing the edit moves the
  // version on, so the edit is then a 409).
  beforeEdit: async (ctx, body, existing, tx) => {
    if (existing.sendStatus !== AnnouncementStatus.draft) throw new AppError(400, 'announcement.notDraft');
    await checkForm(ctx, body, tx);
  },
});

/**
 * The announcements on the admin kit. One announcement: administrators (list permission) see any of
 * their tenant's; everyone else only a published one addressed to them. Anything else is a 404.
 */
export const announcementService = {
  ...kit,
  async get(ctx: RequestContext, id: string): Promise<AnnouncementRecord> {
    if (hasPermission(ctx.user, Permission.announcementList)) return kit.get(ctx, id);
    const [row] = await ctx.db
      .select()
      .from(sysAnnouncement)
      .where(and(eq(sysAnnouncement.id, id), visibleTo(ctx)));
    if (!row) throw new AppError(404, ErrorKey.notFound);
    return toRecord(row);
  },
};

async function findRow(ctx: RequestContext, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, id), inTenant(sysAnnouncement.tenantId, ctx.tenantId)));
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return row;
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
      aggregateId: id,
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
      aggregateId: id,
      payload: { id, titile: revoked.titile, userIds },
    });
    return toRecord(revoked);
  });
}
