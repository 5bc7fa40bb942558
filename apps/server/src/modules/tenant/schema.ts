import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '#platform/db/columns';

export const TenantStatus = { frozen: 0, normal: 1 } as const;

export const sysTenant = pgTable('sys_tenant', {
  id: idColumn(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(TenantStatus.normal),
  beginDate: timestampColumn('begin_date'),
  endDate: timestampColumn('end_date'),
  ...auditColumns(),
});
