import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';

/** Roles belong to one tenant: each tenant grants menus and buttons to roles of its own. */
export const sysRole = pgTable(
  'sys_role',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    roleName: text('role_name').notNull(),
    /** The name in English; empty shows the Chinese name there too. */
    roleNameEn: text('role_name_en').notNull().default(''),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [uniqueIndex('sys_role_tenant_code_uq').on(table.tenantId, table.roleCode)],
);
