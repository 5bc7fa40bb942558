import { DemandStatus, PriceApplyStatus, type LocalizedText } from '@mall/shared';
import { and, count, desc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { mallDemand, mallDemandItem, mallDemandLog, mallPriceApply } from './schema';

/*
 * The demand module owns the demand orders, their lines, logs and price applications: other modules
 * read them only through these named queries.
 */

/** Log actions that answer a buyer on price: an agreement, a refusal or a staff price change. */
const REPLY_ACTIONS = ['agree', 'refuse', 'modifyPrice'];

/**
 * The raw figures of the tenant's demand orders placed in [start, end): orders per UTC day, per status
 * and standard amount per currency; price applications per status; each order's first reply time in
 * hours; the actual/standard price ratio of agreed orders; and the `top` products (by quantity, by
 * amount) and customers of the orders not cancelled.
 */
export async function demandFigures(
  db: Database,
  tenantId: string,
  range: { start: Date; end: Date; top: number },
) {
  const inRange = and(
    inTenant(mallDemand.tenantId, tenantId),
    gte(mallDemand.orderTime, range.start),
    lt(mallDemand.orderTime, range.end),
  );
  const bought = and(inRange, ne(mallDemand.status, DemandStatus.cancelled));
  const day = sql<string>`to_char(${mallDemand.orderTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  const ratio = sql<number>`(${mallDemand.actualPrice} / nullif(${mallDemand.standardPrice}, 0))::float8`;
  const itemAmount = sql<string>`sum(${mallDemandItem.standardPrice})::text`;

  const [perDay, byStatus, amounts, applications, replies, ratios, byQuantity, byAmount, customers] =
    await Promise.all([
      db.select({ day, count: count() }).from(mallDemand).where(inRange).groupBy(day),
      db
        .select({ status: mallDemand.status, count: count() })
        .from(mallDemand)
        .where(inRange)
        .groupBy(mallDemand.status),
      db
        .select({
          currency: mallDemand.currency,
          amount: sql<string>`sum(${mallDemand.standardPrice})::text`,
        })
        .from(mallDemand)
        .where(inRange)
        .groupBy(mallDemand.currency)
        .orderBy(desc(sql`sum(${mallDemand.standardPrice})`)),
      db
        .select({ status: mallPriceApply.status, count: count() })
        .from(mallPriceApply)
        .innerJoin(mallDemand, eq(mallDemand.id, mallPriceApply.demandId))
        .where(and(inRange, inTenant(mallPriceApply.tenantId, tenantId)))
        .groupBy(mallPriceApply.status),
      // Per order: its submit log time and its first reply log time, in hours.
      db
        .select({
          hours: sql<number>`extract(epoch from (min(${mallDemandLog.time}) filter (where ${inArray(mallDemandLog.action, REPLY_ACTIONS)}) - min(${mallDemandLog.time}) filter (where ${eq(mallDemandLog.action, 'submit')}))) / 3600`,
        })
        .from(mallDemandLog)
        .innerJoin(mallDemand, eq(mallDemand.id, mallDemandLog.demandId))
        .where(and(inRange, inTenant(mallDemandLog.tenantId, tenantId)))
        .groupBy(mallDemandLog.demandId),
      db
        .select({ ratio })
        .from(mallDemand)
        .where(
          and(inRange, or(eq(mallDemand.status, DemandStatus.completed), eq(mallDemand.priceLocked, true))),
        ),
      db
        .select({
          productId: mallDemandItem.productId,
          productName: sql<LocalizedText>`(array_agg(${mallDemandItem.productName} order by ${mallDemand.orderTime} desc))[1]`,
          productCode: sql<string>`max(${mallDemandItem.productCode})`,
          quantity: sql<number>`sum(${mallDemandItem.quantity})::int`,
        })
        .from(mallDemandItem)
        .innerJoin(mallDemand, eq(mallDemand.id, mallDemandItem.demandId))
        .where(and(bought, inTenant(mallDemandItem.tenantId, tenantId)))
        .groupBy(mallDemandItem.productId)
        .orderBy(desc(sql`sum(${mallDemandItem.quantity})`), mallDemandItem.productId)
        .limit(range.top),
      db
        .select({
          productId: mallDemandItem.productId,
          productName: sql<LocalizedText>`(array_agg(${mallDemandItem.productName} order by ${mallDemand.orderTime} desc))[1]`,
          productCode: sql<string>`max(${mallDemandItem.productCode})`,
          currency: mallDemand.currency,
          amount: itemAmount,
        })
        .from(mallDemandItem)
        .innerJoin(mallDemand, eq(mallDemand.id, mallDemandItem.demandId))
        .where(and(bought, inTenant(mallDemandItem.tenantId, tenantId)))
        .groupBy(mallDemandItem.productId, mallDemand.currency)
        .orderBy(desc(sql`sum(${mallDemandItem.standardPrice})`), mallDemandItem.productId)
        .limit(range.top),
      db
        .select({
          customerId: mallDemand.customerId,
          customerName: sql<string>`max(${mallDemand.customerName})`,
          customerCompany: sql<string>`max(${mallDemand.customerCompany})`,
          orders: count(),
        })
        .from(mallDemand)
        .where(bought)
        .groupBy(mallDemand.customerId)
        .orderBy(desc(count()), mallDemand.customerId)
        .limit(range.top),
    ]);

  return { perDay, byStatus, amounts, applications, replies, ratios, byQuantity, byAmount, customers };
}

/** The tenant's price application `applyId`: the buyer's memo and expected price; undefined when none. */
export async function priceApplication(db: Database, tenantId: string, applyId: string) {
  const [apply] = await db
    .select({ memo: mallPriceApply.applyMemo, expectedPrice: mallPriceApply.expectedPrice })
    .from(mallPriceApply)
    .where(and(eq(mallPriceApply.id, applyId), inTenant(mallPriceApply.tenantId, tenantId)))
    .limit(1);
  return apply;
}

/** The latest pricing action ('modifyPrice' or 'agree') in the log of the tenant's order `demandId`. */
export async function latestPricingAction(
  db: Database,
  tenantId: string,
  demandId: string,
): Promise<string | undefined> {
  const [latest] = await db
    .select({ action: mallDemandLog.action })
    .from(mallDemandLog)
    .where(
      and(
        eq(mallDemandLog.demandId, demandId),
        inTenant(mallDemandLog.tenantId, tenantId),
        inArray(mallDemandLog.action, ['modifyPrice', 'agree']),
      ),
    )
    .orderBy(desc(mallDemandLog.time), desc(mallDemandLog.id))
    .limit(1);
  return latest?.action;
}

/** What a message about the tenant's order `demandId` names of it; undefined when there is none. */
export async function orderSummary(db: Database, tenantId: string, demandId: string) {
  const [order] = await db
    .select({
      id: mallDemand.id,
      orderNo: mallDemand.orderNo,
      customerId: mallDemand.customerId,
      customerName: mallDemand.customerName,
      currency: mallDemand.currency,
      actualPrice: mallDemand.actualPrice,
    })
    .from(mallDemand)
    .where(and(eq(mallDemand.id, demandId), inTenant(mallDemand.tenantId, tenantId)))
    .limit(1);
  return order;
}

/**
 * What waits for the tenant's staff: pending orders (oldest first, `limit` of them, each saying whether
 * a price application is in review) with the counts of pending orders and applications in review; and
 * the last `limit` actions `userId` took on the tenant's orders.
 */
export async function workplaceFigures(db: Database, tenantId: string, userId: string, limit: number) {
  const pending = and(inTenant(mallDemand.tenantId, tenantId), eq(mallDemand.status, DemandStatus.pending));
  const inReview = and(
    inTenant(mallPriceApply.tenantId, tenantId),
    eq(mallPriceApply.status, PriceApplyStatus.inReview),
  );
  const [[orders], [applications], waiting, activity] = await Promise.all([
    db.select({ count: count() }).from(mallDemand).where(pending),
    db.select({ count: count() }).from(mallPriceApply).where(inReview),
    db
      .select({
        id: mallDemand.id,
        orderNo: mallDemand.orderNo,
        customerName: mallDemand.customerName,
        orderTime: mallDemand.orderTime,
        hasApplication: sql<boolean>`exists (select 1 from ${mallPriceApply}
          where ${mallPriceApply.demandId} = ${mallDemand.id} and ${mallPriceApply.status} = ${PriceApplyStatus.inReview})`,
      })
      .from(mallDemand)
      .where(pending)
      .orderBy(mallDemand.orderTime, mallDemand.id)
      .limit(limit),
    db
      .select({
        demandId: mallDemandLog.demandId,
        orderNo: mallDemand.orderNo,
        action: mallDemandLog.action,
        time: mallDemandLog.time,
      })
      .from(mallDemandLog)
      .innerJoin(mallDemand, eq(mallDemand.id, mallDemandLog.demandId))
      .where(and(inTenant(mallDemandLog.tenantId, tenantId), eq(mallDemandLog.operatorId, userId)))
      .orderBy(desc(mallDemandLog.time), desc(mallDemandLog.id))
      .limit(limit),
  ]);
  return {
    pendingOrders: orders?.count ?? 0,
    applicationsInReview: applications?.count ?? 0,
    waiting,
    activity,
  };
}
