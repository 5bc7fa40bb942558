import { checkRuleEntity, checkRuleStepSchema, type CheckRuleFailure } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { inTenant } from '#platform/tenancy';
import { builtinRule } from './builtin-rules';
import { PatternTimeoutError, ruleFailure } from './pattern-runner';
import { sysCheckRule } from './schema';

/** The check rules of the caller's tenant: the kit's table service, codes unique in the tenant. */
export const checkRuleService = tableService(checkRuleEntity, {
  table: sysCheckRule,
  toRecord: (row) => ({
    id: row.id,
    ruleName: row.ruleName,
    ruleCode: row.ruleCode,
    ruleJson: row.ruleJson,
    ruleDescription: row.ruleDescription,
    createTime: row.createTime.toISOString(),
    version: row.version,
  }),
  uniqueMessages: { ruleCode: 'checkRule.codeTaken' },
});

const storedSteps = z.array(checkRuleStepSchema);

/**
 * checkByCode: `value` against the rule `ruleCode`, a built-in one or else the tenant's own. Passing answers
 * nothing; a failing value is a 400 with the rule's message (a stored rule's failing step comes with the
 * part of the value it tested); an unknown code is a 400 too.
 */
export async function checkByCode(ctx: RequestContext, ruleCode: string, value: string): Promise<void> {
  const builtin = builtinRule(ruleCode);
  if (builtin) {
    if (!builtin.test(value)) throw new AppError(400, builtin.message);
    return;
  }
  const [rule] = await ctx.db
    .select({ ruleJson: sysCheckRule.ruleJson })
    .from(sysCheckRule)
    .where(and(inTenant(sysCheckRule.tenantId, ctx.tenantId), eq(sysCheckRule.ruleCode, ruleCode)))
    .limit(1);
  if (!rule) throw new AppError(400, 'checkRule.unknown');
  const steps = storedSteps.parse(JSON.parse(rule.ruleJson));
  let failure: CheckRuleFailure | null;
  try {
    failure = await ruleFailure(steps, value);
  } catch (error) {
    if (error instanceof PatternTimeoutError) throw new AppError(422, 'checkRule.patternTooSlow');
    throw error;
  }
  if (failure)
    throw new AppError(400, 'checkRule.failed', { params: { message: failure.message }, result: failure });
}
