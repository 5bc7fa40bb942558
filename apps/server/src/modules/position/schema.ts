import type { PositionRankValue } from '@mall/shared';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

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
