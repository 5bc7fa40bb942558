import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantIdColumn } from '#platform/db/columns';
import { sysTenant } from '../tenant/schema';

/** Fill rules of a tenant: a generator of the code's registry and its JSON parameters, by a unique code. */
export const sysFillRule = pgTable(
  'sys_fill_rule',
  {
    id: idColumn(),
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    ruleName: text('rule_name').notNull(),
    ruleCode: text('rule_code').notNull(),
    /** A key of the generators' registry, never a class the client named. */
    ruleClass: text('rule_class').notNull(),
    /** The generator's parameters as a JSON object, validated on every write. */
    ruleParams: text('rule_params').notNull().default('{}'),
    /** Optimistic lock: every edit names the version it read and bumps it. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('sys_fill_rule_tenant_code_uq').on(table.tenantId, table.ruleCode),
    index('sys_fill_rule_tenant_create_time_idx').on(table.tenantId, table.createTime),
  ],
);

/**
 * The counters of the rules: one row per tenant, rule and period (e.g. '20261126', or '' when it never
 * starts again), moved on by one atomic upsert per value, so that parallel calls never share a value.
 */
export const sysFillRuleCounter = pgTable(
  'sys_fill_rule_counter',
  {
    tenantId: tenantIdColumn().references(() => sysTenant.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id')
      .notNull()
      .references(() => sysFillRule.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.ruleId, table.period] })],
);
