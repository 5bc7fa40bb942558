import type { AnnouncementCategory, AnnouncementPriority, AnnouncementStatusValue } from '@mall/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn, timestampColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';
import { sysUser } from '../user/schema';

/** A tenant's announcement: drafted, then published to everyone or to chosen users, maybe revoked. */
export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    titile: text('titile').notNull(),
    /** Sanitised HTML. */
    msgContent: text('msg_content').notNull().default(''),
    priority: text('priority').$type<AnnouncementPriority>().notNull().default('L'),
    msgCategory: text('msg_category').$type<AnnouncementCategory>().notNull().default('1'),
    msgType: text('msg_type').$type<'ALL' | 'USER'>().notNull().default('ALL'),
    /** Comma-separated user ids when msg_type is USER. */
    userIds: text('user_ids').notNull().default(''),
    openType: text('open_type').$type<'url' | 'component'>(),
    openPage: text('open_page'),
    busId: text('bus_id'),
    sender: text('sender'),
    sendStatus: text('send_status').$type<AnnouncementStatusValue>().notNull().default('0'),
    sendTime: timestampColumn('send_time'),
    cancelTime: timestampColumn('cancel_time'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    index('sys_announcement_tenant_status_idx').on(table.tenantId, table.sendStatus, table.sendTime),
    // Messages about one business object (a demand order): its unread marker and its mark-read.
    index('sys_announcement_bus_idx')
      .on(table.tenantId, table.busId)
      .where(sql`${table.busId} is not null`),
  ],
);

/**
 * One user's copy of an announcement: created at publish for addressed users, and when read for
 * announcements to everyone (no row yet = unread).
 */
export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    anntId: text('annt_id')
      .notNull()
      .references(() => sysAnnouncement.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    /** 0 unread, 1 read. */
    readFlag: smallint('read_flag').notNull().default(0),
    readTime: timestampColumn('read_time'),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_announcement_send_annt_user_uq').on(table.anntId, table.userId),
    index('sys_announcement_send_user_idx').on(table.userId, table.readFlag),
  ],
);
