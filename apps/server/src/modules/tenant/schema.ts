import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '#platform/db/columns';

export const TenantStatus = { frozen: 0, normal: 1 } as const;

export const sysTenant = pgTable('sys_tenant', {
  id: idColumn(),
  /** The tenant's name in Chinese (the default language), shown wherever zh is asked for. */
  name: text('name').notNull(),
  /** The tenant's name in English; empty until someone gives one (then `name` is shown in English too). */
  nameEn: text('name_en').notNull().default(''),
  status: smallint('status').notNull().default(TenantStatus.normal),
  beginDate: timestampColumn('begin_date'),
  endDate: timestampColumn('end_date'),
  /** Optimistic lock: every edit names the version it read and bumps it. */
  version: integer('version').notNull().default(0),
  ...auditColumns(),
});
