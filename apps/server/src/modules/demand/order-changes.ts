import {
  DemandErrorKey,
  DemandStatus,
  PriceApplyStatus,
  actualPrice as ruleActualPrice,
  adjustmentFor,
  comparePrices,
  lineActualPrice,
  type DemandAction,
  type DemandModifyPrice,
  type DemandRecord,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { actOnOrder, requireRole, requireState } from './order-action';
import { writeLog } from './order-log';
import { actorOf } from './orders';
import { allowedActions, quoteExpired } from './rules';
import { mallDemandItem, mallPriceApply } from './schema';

// An order's status changes (cancel, complete, close) and the sales' price changes.

const STATUS_ACTIONS = {
  cancel: DemandStatus.cancelled,
  complete: DemandStatus.completed,
  close: DemandStatus.closed,
} as const;

/** POST /mall/demand/{cancel|complete|close}. */
export async function changeStatus(
  ctx: RequestContext,
  action: keyof typeof STATUS_ACTIONS,
  { id, version }: DemandAction,
): Promise<DemandRecord> {
  const actor = actorOf(ctx);
  return actOnOrder(ctx, id, version, async (tx, order, apply, after) => {
    const owner = order.customerId === actor.userId;
    requireRole(action === 'cancel' ? owner : owner || actor.manage);
    const allowed = allowedActions(
      { ...order, applyStatus: apply?.status ?? null },
      { ...actor, manage: true },
    );
    if (action === 'complete' && order.status === DemandStatus.pending && quoteExpired(order.quoteDate)) {
      throw new AppError(409, DemandErrorKey.quoteExpired);
    }
    requireState(allowed[action]);
    // An order that leaves pending closes its application in review: it can no longer be agreed to.
    if (apply?.status === PriceApplyStatus.inReview) {
      await tx
        .update(mallPriceApply)
        .set({ status: PriceApplyStatus.closed })
        .where(and(eq(mallPriceApply.id, apply.id), eq(mallPriceApply.status, PriceApplyStatus.inReview)));
    }
    await writeLog(tx, ctx, order, { action });
    const status = STATUS_ACTIONS[action];
    after.publish({
      type: 'demand.statusChanged',
      tenantId: order.tenantId,
      aggregateId: order.id,
      payload: { demandId: order.id, orderNo: order.orderNo, by: ctx.user.id, action, status },
    });
    return { status };
  });
}

/**
 * POST /mall/demand/requestQuote (the owner): the agreed price's quotation has expired, so the order opens
 * again for pricing: sales can re-quote it and the buyer can apply for a price. Logged, and the order's
 * pages reload.
 */
export async function requestQuote(
  ctx: RequestContext,
  { id, version }: DemandAction,
): Promise<DemandRecord> {
  const actor = actorOf(ctx);
  return actOnOrder(ctx, id, version, async (tx, order, apply, after) => {
    requireRole(order.customerId === actor.userId);
    requireState(allowedActions({ ...order, applyStatus: apply?.status ?? null }, actor).requestQuote);
    await writeLog(tx, ctx, order, { action: 'requestQuote', oldPrice: order.actualPrice });
    after.publish({
      type: 'demand.statusChanged',
      tenantId: order.tenantId,
      payload: {
        demandId: order.id,
        orderNo: order.orderNo,
        by: ctx.user.id,
        action: 'requestQuote',
        status: order.status,
      },
    });
    return { priceLocked: false };
  });
}

/** New line actual prices (standard × rate) in the order's transaction. */
async function repriceLines(tx: Database, demandId: string, discountRate: string): Promise<void> {
  const items = await tx
    .select({ id: mallDemandItem.id, standardPrice: mallDemandItem.standardPrice })
    .from(mallDemandItem)
    .where(eq(mallDemandItem.demandId, demandId));
  for (const item of items) {
    await tx
      .update(mallDemandItem)
      .set({ actualPrice: lineActualPrice(item.standardPrice, discountRate) })
      .where(eq(mallDemandItem.id, item.id));
  }
}

/**
 * POST /mall/demand/modifyPrice (sales): a new discount rate and/or adjustment, or a new actual price
 * (the rate stays, the adjustment becomes what reaches it). Renews the quote date.
 */
export async function modifyPrice(ctx: RequestContext, change: DemandModifyPrice): Promise<DemandRecord> {
  const actor = actorOf(ctx);
  return actOnOrder(ctx, change.id, change.version, async (tx, order, apply, after) => {
    requireRole(actor.modifyPrice);
    requireState(allowedActions({ ...order, applyStatus: apply?.status ?? null }, actor).modifyPrice);
    const discountRate = change.discountRate ?? order.discountRate;
    const adjustment =
      change.actualPrice !== undefined
        ? adjustmentFor(order.standardPrice, discountRate, change.actualPrice)
        : (change.adjustment ?? order.adjustment);
    const actual = ruleActualPrice(order.standardPrice, discountRate, adjustment);
    if (comparePrices(actual, 0) < 0) throw new AppError(400, DemandErrorKey.actualPriceNegative);
    await repriceLines(tx, order.id, discountRate);
    await writeLog(tx, ctx, order, {
      action: 'modifyPrice',
      oldPrice: order.actualPrice,
      newPrice: actual,
      memo: change.memo ?? '',
    });
    after.publish({
      type: 'demand.priceChanged',
      tenantId: order.tenantId,
      aggregateId: order.id,
      payload: {
        demandId: order.id,
        orderNo: order.orderNo,
        by: ctx.user.id,
        oldPrice: order.actualPrice,
        newPrice: actual,
      },
    });
    return { discountRate, adjustment, actualPrice: actual, quoteDate: new Date() };
  });
}
