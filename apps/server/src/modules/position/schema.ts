import type { PositionRankValue } from '@mall/shared';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';
import { sysUser } from '../user/schema';

/** Positions (job titles) of a tenant; the code is unique in the tenant. */
export const sysPosition = pgTable(
  'sys_position',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name in English; empty shows the Chinese name there too. */
    nameEn: text('name_en').notNull().default(''),
    postRank: smallint('post_rank').$type<PositionRankValue>().notNull(),
    postLevel: integer('post_level').notNull().default(1),
    memo: text('memo'),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_position_tenant_code_uq').on(table.tenantId, table.code),
    index('sys_position_tenant_create_time_idx').on(table.tenantId, table.createTime),
  ],
);

/**
 * Which positions a user holds (in any tenant: the position carries the tenant). A position's code may
 * change without touching its holders; deleting a position held by a live user is refused, and the
 * links of deleted users go with it.
 */
export const sysUserPosition = pgTable(
  'sys_user_position',
  {
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    positionId: text('position_id')
      .notNull()
      .references(() => sysPosition.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.positionId] }),
    index('sys_user_position_position_idx').on(table.positionId),
  ],
);
