import { DEMAND_ORDER_NO_RULE } from '@mall/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { nextFillValue } from '../fill-rule/service';
import { demandOrderNoSequence, mallDemand } from './schema';

/** D<yyyymmdd>-<n>: the built-in number, readable and unique (a sequence value), gaps allowed. */
export function formatOrderNo(date: Date, n: number | bigint | string): string {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '');
  return `D${day}-${String(n).padStart(6, '0')}`;
}

/** How many values of the rule a submit tries before it takes the built-in number. */
const RULE_ATTEMPTS = 5;

async function taken(tx: Database, tenantId: string, orderNo: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: mallDemand.id })
    .from(mallDemand)
    .where(and(inTenant(mallDemand.tenantId, tenantId), eq(mallDemand.orderNo, orderNo)))
    .limit(1);
  return row !== undefined;
}

async function builtinOrderNo(tx: Database, now: Date): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`select nextval(${demandOrderNoSequence.seqName}) as n`);
  const n = (result as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? '0';
  return formatOrderNo(now, n);
}

/**
 * The number of a new order of the tenant: the next value of its `demand_order_no` fill rule (its counter
 * moves on in the submit's transaction), else the built-in number. A value already used in the tenant
 * (e.g. one the built-in numbering gave earlier that day, before the rule was made) is passed over.
 */
export async function nextOrderNo(tx: Database, tenantId: string, now = new Date()): Promise<string> {
  for (let attempt = 0; attempt < RULE_ATTEMPTS; attempt++) {
    const value = await nextFillValue(tx, tenantId, DEMAND_ORDER_NO_RULE, now);
    if (value === null) break;
    if (!(await taken(tx, tenantId, value))) return value;
  }
  for (;;) {
    const value = await builtinOrderNo(tx, now);
    if (!(await taken(tx, tenantId, value))) return value;
  }
}
