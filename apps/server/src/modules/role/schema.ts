import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '#platform/db/columns';

export const sysRole = pgTable(
  'sys_role',
  {
    id: idColumn(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('sys_role_role_code_uq').on(table.roleCode)],
);
