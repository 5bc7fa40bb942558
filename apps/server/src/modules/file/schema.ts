import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '#platform/db/columns';
import { sysUser } from '../user/schema';

/**
 * Every upload: its stored path, who uploaded it, for what purpose (`biz`) and its size. The per-user
 * upload quota counts these rows; the sweep removes temporary uploads (and their rows) once they are old.
 */
export const sysUpload = pgTable(
  'sys_upload',
  {
    path: text('path').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    biz: text('biz').notNull(),
    size: integer('size').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sys_upload_user_created_idx').on(table.userId, table.createdAt),
    index('sys_upload_biz_created_idx').on(table.biz, table.createdAt),
  ],
);
