import type { LocalizedText, OrgCategoryValue } from '@mall/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';
import { sysUser } from '../user/schema';

/**
 * The organisation tree of a tenant: companies, their departments and posts. `org_code` spells the
 * path from the root, three characters per level (A01, A01A01, A01A02, ...), unique in the tenant.
 */
export const sysDepart = pgTable(
  'sys_depart',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    departName: jsonb('depart_name').$type<LocalizedText>().notNull(),
    orgCode: text('org_code').notNull(),
    orgCategory: smallint('org_category').$type<OrgCategoryValue>().notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    mobile: text('mobile'),
    address: text('address'),
    memo: text('memo'),
    delFlag: smallint('del_flag').notNull().default(0),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_depart_tenant_org_code_uq')
      .on(table.tenantId, table.orgCode)
      .where(sql`del_flag = 0`),
    index('sys_depart_parent_idx').on(table.parentId),
  ],
);

/** Which departments a user belongs to (in any tenant: the department carries the tenant). */
export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    departId: text('dep_id')
      .notNull()
      .references(() => sysDepart.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.departId] }),
    index('sys_user_depart_depart_idx').on(table.departId),
  ],
);
