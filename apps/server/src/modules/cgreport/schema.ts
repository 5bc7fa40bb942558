import type { ReportItem, ReportParam } from '@mall/shared';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/**
 * Online reports of a tenant (JeecgBoot's onl_cgreport_head with its items and params): the SELECT, the
 * columns and query fields of its popup, and its named parameters, under a code unique in the tenant.
 */
export const onlCgreportHead = pgTable(
  'onl_cgreport_head',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Checked by the report runner's parser on every write and again before every run. */
    cgrSql: text('cgr_sql').notNull(),
    /** A data source's code in the tenant; null: the main database, through the report views. */
    dbSource: text('db_source'),
    content: text('content'),
    items: jsonb('items').$type<ReportItem[]>().notNull(),
    params: jsonb('params').$type<ReportParam[]>().notNull(),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('onl_cgreport_head_tenant_code_uq').on(table.tenantId, table.code),
    index('onl_cgreport_head_tenant_create_time_idx').on(table.tenantId, table.createTime),
  ],
);

/**
 * Data sources of a tenant: PostgreSQL databases a report may read instead of the main one. The password
 * is stored AES-256-GCM encrypted (iv, tag and text, base64) and never answered.
 */
export const sysDataSource = pgTable(
  'sys_data_source',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    dbType: text('db_type').notNull().default('postgresql'),
    dbUrl: text('db_url').notNull(),
    dbUsername: text('db_username').notNull(),
    dbPasswordEncrypted: text('db_password_encrypted'),
    remark: text('remark'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_data_source_tenant_code_uq').on(table.tenantId, table.code),
    index('sys_data_source_tenant_create_time_idx').on(table.tenantId, table.createTime),
  ],
);
