import { DEMAND_ORDER_NO_RULE, type FillRuleClass } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { applyEntries } from '#platform/base-data/ledger';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { sysFillRule } from './schema';

interface BaseFillRule {
  code: string;
  name: string;
  ruleClass: FillRuleClass;
  params: Record<string, unknown>;
}

/** The rules every tenant starts with: the demand order number, D<yyyyMMdd>-<6 digits> a day. */
export const BASE_FILL_RULES: readonly BaseFillRule[] = [
  {
    code: DEMAND_ORDER_NO_RULE,
    name: '需求单号',
    ruleClass: 'serialNumber',
    params: { prefix: 'D', datePattern: 'yyyyMMdd', separator: '-', width: 6, period: 'day' },
  },
];

type FillRuleValues = { ruleName: string; ruleClass: string; ruleParams: string };

/** Brings the tenant's base fill rules up to this build's (a rule its administrators deleted stays deleted). */
export async function seedTenantFillRules(db: Database, tenantId: string): Promise<void> {
  const rows = await db
    .select({
      id: sysFillRule.id,
      ruleCode: sysFillRule.ruleCode,
      ruleName: sysFillRule.ruleName,
      ruleClass: sysFillRule.ruleClass,
      ruleParams: sysFillRule.ruleParams,
    })
    .from(sysFillRule)
    .where(inTenant(sysFillRule.tenantId, tenantId));
  await applyEntries<BaseFillRule, FillRuleValues>(db, {
    kind: 'fillRule',
    scope: tenantId,
    entries: BASE_FILL_RULES,
    keyOf: (rule) => rule.code,
    valuesOf: (rule) => ({
      ruleName: rule.name,
      ruleClass: rule.ruleClass,
      ruleParams: JSON.stringify(rule.params),
    }),
    rows: rows.map(({ id, ruleCode, ...values }) => ({ id, adoptAs: ruleCode, values })),
    insert: async (made) => {
      await db.insert(sysFillRule).values(
        made.map(({ id, entry, values }) => ({
          id,
          tenantId,
          ruleCode: entry.code,
          ...values,
          createBy: 'system',
        })),
      );
    },
    update: async (id, changes) => {
      await db.update(sysFillRule).set(changes).where(eq(sysFillRule.id, id));
    },
  });
}
