import { DemandStatus, PriceApplyStatus, QUOTE_VALIDITY_DAYS } from '@mall/shared';
import { and, eq, gte, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { BaseContext } from '#platform/context';
import { inTransaction } from '#platform/db/transaction';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { mallDemand, mallDemandLog, mallPriceApply } from './schema';

// What the scheduled jobs check on orders: quotations past their validity, applications waiting too long.

type Context = Pick<BaseContext, 'db' | 'events'>;

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Who a log row or an event names when no person acted: the scheduler. */
export const SYSTEM_OPERATOR = 'system';

/** Arbitrary, fixed: with the tenant's hash, the advisory lock the expiry checks of one tenant queue on. */
const QUOTE_EXPIRY_LOCK = 23_101;

/**
 * Marks the tenant's pending orders whose current quotation is past its validity (the quote date plus
 * the validity days): each gets a `quoteExpired` row in its log and the buyer is told (after commit).
 * An order is marked once per quotation: a log row written since its quote date stands for the mark, so
 * a second run marks nothing, and a re-quote (a new quote date) makes it expire again 30 days later.
 * Answers the order numbers it marked.
 */
export async function markExpiredQuotations(
  ctx: Context,
  tenantId: string,
  now = new Date(),
): Promise<string[]> {
  return inTransaction(ctx, async (tx, after) => {
    // One check of a tenant at a time: two would both see an order unmarked and mark it twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTE_EXPIRY_LOCK}::int, hashtext(${tenantId}))`);
    const expired = await tx
      .select({ id: mallDemand.id, orderNo: mallDemand.orderNo, quoteDate: mallDemand.quoteDate })
      .from(mallDemand)
      .where(
        and(
          inTenant(mallDemand.tenantId, tenantId),
          eq(mallDemand.status, DemandStatus.pending),
          lt(mallDemand.quoteDate, new Date(now.getTime() - QUOTE_VALIDITY_DAYS * DAY_MS)),
          notExists(
            tx
              .select({ id: mallDemandLog.id })
              .from(mallDemandLog)
              .where(
                and(
                  eq(mallDemandLog.demandId, mallDemand.id),
                  eq(mallDemandLog.action, 'quoteExpired'),
                  gte(mallDemandLog.time, mallDemand.quoteDate),
                ),
              ),
          ),
        ),
      )
      .orderBy(mallDemand.quoteDate);
    if (expired.length === 0) return [];
    await tx.insert(mallDemandLog).values(
      expired.map((order) => ({
        id: newId(),
        tenantId,
        demandId: order.id,
        action: 'quoteExpired',
        operatorId: SYSTEM_OPERATOR,
        operatorName: '',
        time: now,
      })),
    );
    for (const order of expired) {
      after.publish({
        type: 'demand.quoteExpired',
        tenantId,
        aggregateId: order.id,
        payload: {
          demandId: order.id,
          orderNo: order.orderNo,
          by: SYSTEM_OPERATOR,
          quoteDate: order.quoteDate.toISOString(),
        },
      });
    }
    return expired.map((order) => order.orderNo);
  });
}

/**
 * Reminds the tenant's sales of the price applications in review for longer than `hours`: each such
 * application is marked reminded and its event published (after commit). The conditional update claims
 * each application once, so a second run, or one running beside it, reminds of none again. Answers the
 * order numbers of the applications it reminded of.
 */
export async function remindOfWaitingApplications(
  ctx: Context,
  tenantId: string,
  hours: number,
  now = new Date(),
): Promise<string[]> {
  return inTransaction(ctx, async (tx, after) => {
    const reminded = await tx
      .update(mallPriceApply)
      .set({ remindTime: now })
      .where(
        and(
          inTenant(mallPriceApply.tenantId, tenantId),
          eq(mallPriceApply.status, PriceApplyStatus.inReview),
          isNull(mallPriceApply.remindTime),
          lt(mallPriceApply.applyTime, new Date(now.getTime() - hours * HOUR_MS)),
        ),
      )
      .returning({ id: mallPriceApply.id, demandId: mallPriceApply.demandId });
    if (reminded.length === 0) return [];
    const orders = await tx
      .select({ id: mallDemand.id, orderNo: mallDemand.orderNo })
      .from(mallDemand)
      .where(
        and(
          inTenant(mallDemand.tenantId, tenantId),
          inArray(
            mallDemand.id,
            reminded.map((apply) => apply.demandId),
          ),
        ),
      );
    const orderNoOf = new Map(orders.map((order) => [order.id, order.orderNo]));
    for (const apply of reminded) {
      after.publish({
        type: 'demand.priceApplicationWaiting',
        tenantId,
        aggregateId: apply.demandId,
        payload: {
          demandId: apply.demandId,
          orderNo: orderNoOf.get(apply.demandId) ?? '',
          by: SYSTEM_OPERATOR,
          applyId: apply.id,
          hours,
        },
      });
    }
    return reminded.map((apply) => orderNoOf.get(apply.demandId) ?? apply.demandId).sort();
  });
}
