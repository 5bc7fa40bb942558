import type { LocalizedText } from '@mall/shared';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/**
 * The category tree of a tenant (product categories and other classified reference data).
 * `pid` is null for a root. `code` spells the path from the root, three characters per level
 * (A01, A01A01, A01A02, ...), unique in the tenant; `has_child` is kept true while children exist.
 */
export const sysCategory = pgTable(
  'sys_category',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    pid: text('pid'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    code: text('code').notNull(),
    hasChild: boolean('has_child').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_category_tenant_code_uq').on(table.tenantId, table.code),
    index('sys_category_tenant_pid_idx').on(table.tenantId, table.pid, table.sort),
  ],
);
