import { AnnouncementStatus, type AnnouncementPriority } from '@mall/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { BaseContext, RequestContext } from '#platform/context';
import { inTransaction } from '#platform/db/transaction';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import './events';
import { sysAnnouncement, sysAnnouncementSend } from './schema';

/** A system message another module sends to chosen users of a tenant (already rendered and sanitised). */
export interface SystemMessage {
  tenantId: string;
  /** Plain text. */
  titile: string;
  /** Sanitised HTML. */
  msgContent: string;
  userIds: readonly string[];
  priority?: AnnouncementPriority;
  /** A page of the app opened with `busId` (component), or none (the notice dialog). */
  openType?: 'component' | null;
  openPage?: string | null;
  /** The business object the message is about (a demand order's id). */
  busId?: string | null;
  /** Who caused it (a username). */
  sender: string;
}

/**
 * Publishes a system message (category 2) to the given users at once: the announcement, an unread copy
 * per user, and once committed the `announcement.published` event that reaches their open bells.
 * Answers the announcement's id, or null when there is nobody to tell.
 */
export async function publishSystemMessage(
  ctx: Pick<BaseContext, 'db' | 'events'>,
  message: SystemMessage,
): Promise<string | null> {
  const userIds = [...new Set(message.userIds)];
  if (userIds.length === 0) return null;
  const id = newId();
  const priority = message.priority ?? 'L';
  const now = new Date();
  await inTransaction(ctx, async (tx, after) => {
    await tx.insert(sysAnnouncement).values({
      id,
      tenantId: message.tenantId,
      titile: message.titile,
      msgContent: message.msgContent,
      priority,
      msgCategory: '2',
      msgType: 'USER',
      userIds: userIds.join(','),
      openType: message.openType ?? null,
      openPage: message.openType ? (message.openPage ?? null) : null,
      busId: message.busId ?? null,
      sender: message.sender,
      sendStatus: AnnouncementStatus.published,
      sendTime: now,
      createBy: message.sender,
    });
    await tx.insert(sysAnnouncementSend).values(
      userIds.map((userId) => ({
        id: newId(),
        tenantId: message.tenantId,
        anntId: id,
        userId,
        createBy: message.sender,
      })),
    );
    after.publish({
      type: 'announcement.published',
      tenantId: message.tenantId,
      aggregateId: id,
      payload: { id, titile: message.titile, priority, msgCategory: '2', userIds },
    });
  });
  return id;
}

// The caller's unread copies of published messages of the acting tenant about a business object.
function unreadAbout(ctx: RequestContext) {
  return and(
    eq(sysAnnouncementSend.userId, ctx.user.id),
    eq(sysAnnouncementSend.readFlag, 0),
    inTenant(sysAnnouncement.tenantId, ctx.tenantId),
    eq(sysAnnouncement.sendStatus, AnnouncementStatus.published),
  );
}

/** Of `busIds`, those the caller has unread messages about (messages addressed to them). */
export async function unreadBusinessIds(
  ctx: RequestContext,
  busIds: readonly string[],
): Promise<Set<string>> {
  if (busIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectDistinct({ busId: sysAnnouncement.busId })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .where(and(unreadAbout(ctx), inArray(sysAnnouncement.busId, [...busIds])));
  return new Set(rows.flatMap((row) => (row.busId ? [row.busId] : [])));
}

/** The caller has read every message addressed to them about `busId`; answers how many were unread. */
export async function markBusinessRead(ctx: RequestContext, busId: string): Promise<number> {
  const now = new Date();
  const updated = await ctx.db
    .update(sysAnnouncementSend)
    .set({ readFlag: 1, readTime: now, updateBy: ctx.user.username, updateTime: now })
    .where(
      and(
        eq(sysAnnouncementSend.userId, ctx.user.id),
        eq(sysAnnouncementSend.readFlag, 0),
        inArray(
          sysAnnouncementSend.anntId,
          ctx.db
            .select({ id: sysAnnouncement.id })
            .from(sysAnnouncement)
            .where(
              and(
                inTenant(sysAnnouncement.tenantId, ctx.tenantId),
                eq(sysAnnouncement.busId, busId),
                eq(sysAnnouncement.sendStatus, AnnouncementStatus.published),
              ),
            ),
        ),
      ),
    )
    .returning({ id: sysAnnouncementSend.id });
  return updated.length;
}
