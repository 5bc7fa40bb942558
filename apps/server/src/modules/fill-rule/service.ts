import { dictTextOf, fillRuleEntity, type FillRuleClass } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { inTenant } from '#platform/tenancy';
import { fillGeneratorOf } from './registry';
import { sysFillRule } from './schema';

/** The fill rules of the caller's tenant: the kit's table service, codes unique in the tenant. */
export const fillRuleService = tableService(fillRuleEntity, {
  table: sysFillRule,
  toRecord: (row, ctx) => ({
    id: row.id,
    ruleName: row.ruleName,
    ruleCode: row.ruleCode,
    ruleClass: row.ruleClass,
    ruleClass_dictText: dictTextOf(fillRuleEntity.fields.ruleClass, row.ruleClass, ctx.locale),
    ruleParams: row.ruleParams,
    createTime: row.createTime.toISOString(),
    version: row.version,
  }),
  uniqueMessages: { ruleCode: 'fillRule.codeTaken' },
});

/**
 * The next value of the tenant's rule `ruleCode`, or null when the tenant has no such rule. In `db` (a
 * transaction of the caller's, e.g. the order that takes the number), the counter moves on with it.
 */
export async function nextFillValue(
  db: Database,
  tenantId: string,
  ruleCode: string,
  now = new Date(),
): Promise<string | null> {
  const [rule] = await db
    .select({ id: sysFillRule.id, ruleClass: sysFillRule.ruleClass, ruleParams: sysFillRule.ruleParams })
    .from(sysFillRule)
    .where(and(inTenant(sysFillRule.tenantId, tenantId), eq(sysFillRule.ruleCode, ruleCode)))
    .limit(1);
  const generate = rule ? fillGeneratorOf(rule.ruleClass) : undefined;
  if (!rule || !generate) return null;
  return generate({
    db,
    tenantId,
    ruleId: rule.id,
    ruleClass: rule.ruleClass as FillRuleClass,
    ruleParams: rule.ruleParams,
    now,
  });
}

/** executeRuleByCode: the next value of the caller's tenant's rule; an unknown code is a 400. */
export async function executeRuleByCode(ctx: RequestContext, ruleCode: string): Promise<string> {
  const value = await nextFillValue(ctx.db, ctx.tenantId, ruleCode);
  if (value === null) throw new AppError(400, 'fillRule.unknown');
  return value;
}
export { BASE_FILL_RULES, seedTenantFillRules } from './base-rules';
