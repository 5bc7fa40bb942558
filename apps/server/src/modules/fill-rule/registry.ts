import {
  fillRuleParamsOf,
  type FillRuleClass,
  type FillRulePeriod,
  type SerialNumberParams,
} from '@mall/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysFillRuleCounter } from './schema';

/** What a generator gets: the database (the caller's transaction, when in one), the rule and the time. */
export interface FillContext {
  db: Database;
  tenantId: string;
  ruleId: string;
  ruleClass: FillRuleClass;
  ruleParams: string;
  now: Date;
}

/** A generator written in code: the rule's next value. */
export type FillGenerator = (context: FillContext) => Promise<string>;

/** yyyy, yyyyMM, yyyyMMdd or yyMMdd of `date` in UTC ('' for no date). */
export function formatRuleDate(date: Date, pattern: string): string {
  const ymd = date.toISOString().slice(0, 10).replaceAll('-', '');
  const parts: Record<string, string> = {
    yyyy: ymd.slice(0, 4),
    yyyyMM: ymd.slice(0, 6),
    yyyyMMdd: ymd,
    yyMMdd: ymd.slice(2),
  };
  return parts[pattern] ?? '';
}

/** The counter's period of `date`: the counter starts again at 1 in each ('' never changes). */
export function periodKey(date: Date, period: FillRulePeriod): string {
  const pattern = { day: 'yyyyMMdd', month: 'yyyyMM', year: 'yyyy', none: '' }[period];
  return formatRuleDate(date, pattern);
}

/** The next value of a rule's counter in a period: one upsert, atomic, so parallel calls never share one. */
async function nextCounter(context: FillContext, period: string): Promise<number> {
  const [row] = await context.db
    .insert(sysFillRuleCounter)
    .values({ tenantId: context.tenantId, ruleId: context.ruleId, period, value: 1 })
    .onConflictDoUpdate({
      target: [sysFillRuleCounter.tenantId, sysFillRuleCounter.ruleId, sysFillRuleCounter.period],
      set: { value: sql`${sysFillRuleCounter.value} + 1` },
    })
    .returning({ value: sysFillRuleCounter.value });
  return Number(row?.value);
}

/**
 * The generators a rule may name, and only these: a rule names one by its key, never a class of the
 * client's. Dates are in UTC.
 */
export const FILL_RULE_REGISTRY: Record<FillRuleClass, FillGenerator> = {
  serialNumber: async (context) => {
    const params = fillRuleParamsOf(context.ruleClass, context.ruleParams) as SerialNumberParams;
    const n = await nextCounter(context, periodKey(context.now, params.period));
    const date = formatRuleDate(context.now, params.datePattern);
    return `${params.prefix}${date}${params.separator}${String(n).padStart(params.width, '0')}`;
  },
};

export function fillGeneratorOf(ruleClass: string): FillGenerator | undefined {
  return Object.hasOwn(FILL_RULE_REGISTRY, ruleClass)
    ? FILL_RULE_REGISTRY[ruleClass as FillRuleClass]
    : undefined;
}
