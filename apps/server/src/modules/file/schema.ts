import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn, timestampColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';
import { sysUser } from '../user/schema';

/**
 * Every upload: its stored path, who uploaded it and in which tenant, for what purpose (`biz`), the name
 * it was sent under and its size. The per-user upload quota counts these rows; the sweep removes
 * temporary uploads (and their rows) once they are old; downloads check the tenant; the file admin lists them.
 */
export const sysUpload = pgTable(
  'sys_upload',
  {
    path: text('path').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    /** The tenant the uploader was working in: a record of another tenant may not refer to the file. */
    tenantId: text('tenant_id').notNull(),
    biz: text('biz').notNull(),
    /** The client's file name (only shown; the stored path is server-made). */
    fileName: text('file_name'),
    size: integer('size').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sys_upload_user_created_idx').on(table.userId, table.createdAt),
    index('sys_upload_biz_created_idx').on(table.biz, table.createdAt),
    index('sys_upload_tenant_created_idx').on(table.tenantId, table.createdAt),
  ],
);

/**
 * The file admin's files (JeecgBoot's OSS files): each an upload made through the admin's upload, listed
 * in its tenant with the name it was sent under, its stored path, size and type, and who uploaded it.
 * Deleting one deletes the stored file.
 */
export const sysOssFile = pgTable(
  'sys_oss_file',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The stored path (`oss/<uuid>.<ext>`); the download address is made from it. */
    url: text('url').notNull(),
    size: integer('size').notNull(),
    /** The extension, lower-case (png, pdf, xlsx...). */
    type: text('type').notNull(),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_oss_file_url_uq').on(table.url),
    index('sys_oss_file_tenant_create_time_idx').on(table.tenantId, table.createTime),
  ],
);
