import { text, timestamp } from 'drizzle-orm/pg-core';

/** Text primary key; values are UUIDv7 made in code (see ids.ts). */
export const idColumn = () => text('id').primaryKey();

export const tenantIdColumn = () => text('tenant_id').notNull();

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who created and last changed a row, and when. */
export const auditColumns = () => ({
  createBy: text('create_by'),
  createTime: timestampColumn('create_time').notNull().defaultNow(),
  updateBy: text('update_by'),
  updateTime: timestampColumn('update_time'),
});
