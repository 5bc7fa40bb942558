import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/** Check rules of a tenant: an ordered JSON list of pattern steps under a code unique in the tenant. */
export const sysCheckRule = pgTable(
  'sys_check_rule',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    ruleName: text('rule_name').notNull(),
    ruleCode: text('rule_code').notNull(),
    /** The steps as a JSON array of { digits, pattern, message }, validated on every write. */
    ruleJson: text('rule_json').notNull(),
    ruleDescription: text('rule_description'),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_check_rule_tenant_code_uq').on(table.tenantId, table.ruleCode),
    index('sys_check_rule_tenant_create_time_idx').on(table.tenantId, table.createTime),
  ],
);
