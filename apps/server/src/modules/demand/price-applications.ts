import {
  DemandErrorKey,
  ErrorKey,
  PriceApplyStatus,
  adjustmentFor,
  comparePrices,
  type DemandRecord,
  type PriceApply,
  type PriceReply,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import type { AfterCommit } from '#platform/db/transaction';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { actOnOrder, requireRole, requireState } from './order-action';
import { writeLog } from './order-log';
import { actorOf, type DemandRow } from './orders';
import { allowedActions } from './rules';
import { mallPriceApply } from './schema';

// Price applications: the buyer asks for a price, the sales agree or refuse.

/** Opens a price application on an order inside the caller's transaction (apply, and submit's first one). */
export async function openApplication(
  tx: Database,
  ctx: RequestContext,
  order: Pick<DemandRow, 'id' | 'tenantId' | 'orderNo' | 'actualPrice'>,
  expectedPrice: string,
  applyMemo: string,
  after: AfterCommit,
): Promise<void> {
  if (comparePrices(expectedPrice, 0) <= 0 || comparePrices(expectedPrice, order.actualPrice) >= 0) {
    throw new AppError(400, DemandErrorKey.expectedPriceInvalid);
  }
  const applyId = newId();
  await tx.insert(mallPriceApply).values({
    id: applyId,
    tenantId: order.tenantId,
    demandId: order.id,
    expectedPrice,
    applyMemo,
    applyBy: ctx.user.id,
  });
  await writeLog(tx, ctx, order, {
    action: 'apply',
    oldPrice: order.actualPrice,
    newPrice: expectedPrice,
    memo: applyMemo,
  });
  after.publish({
    type: 'demand.priceApplied',
    tenantId: order.tenantId,
    aggregateId: order.id,
    payload: { demandId: order.id, orderNo: order.orderNo, by: ctx.user.id, applyId, expectedPrice },
  });
}

/**
 * POST /mall/priceApply/apply (the buyer who owns the order). Of concurrent applications on one order
 * version one wins; the others get 409 'Status changed, please refresh' — also when the database's
 * one-in-review index is what stopped them.
 */
export async function applyDiscount(ctx: RequestContext, request: PriceApply): Promise<DemandRecord> {
  const actor = actorOf(ctx);
  // Two applications racing past the state check meet the one-in-review index: the loser is told the
  // order's state changed, as any other stale action is.
  return refusingDuplicates(
    () =>
      actOnOrder(ctx, request.demandId, request.version, async (tx, order, apply, after) => {
        requireRole(order.customerId === actor.userId);
        requireState(allowedActions({ ...order, applyStatus: apply?.status ?? null }, actor).apply);
        await openApplication(tx, ctx, order, request.expectedPrice, request.applyMemo ?? '', after);
        return { expectedPrice: request.expectedPrice, expectedMemo: request.applyMemo ?? '' };
      }),
    () => new AppError(409, DemandErrorKey.statusChanged),
  );
}

/**
 * POST /mall/priceApply/{agree|refuse} (sales): `id` is the application in review. Agreeing makes the
 * expected price the actual price (the rate stays, the adjustment reaches it), locks the order and
 * renews the quote date; refusing needs a reply memo and lets the buyer apply again.
 */
export async function replyToApplication(
  ctx: RequestContext,
  agree: boolean,
  reply: PriceReply,
): Promise<DemandRecord> {
  const actor = actorOf(ctx);
  const [application] = await ctx.db
    .select({ demandId: mallPriceApply.demandId })
    .from(mallPriceApply)
    .where(and(eq(mallPriceApply.id, reply.id), inTenant(mallPriceApply.tenantId, ctx.tenantId)))
    .limit(1);
  if (!application) throw new AppError(404, ErrorKey.notFound);
  const memo = reply.approvalMemo?.trim() ?? '';
  if (!agree && memo === '') throw new AppError(400, DemandErrorKey.approvalMemoRequired);

  return actOnOrder(ctx, application.demandId, reply.version, async (tx, order, apply, after) => {
    requireRole(actor.approve);
    if (!apply || apply.id !== reply.id) throw new AppError(409, DemandErrorKey.actionNotAllowed);
    requireState(allowedActions({ ...order, applyStatus: apply.status }, actor).agree);
    const replied = await tx
      .update(mallPriceApply)
      .set({
        status: agree ? PriceApplyStatus.approved : PriceApplyStatus.rejected,
        approvalBy: ctx.user.id,
        approvalTime: new Date(),
        approvalMemo: memo,
      })
      .where(and(eq(mallPriceApply.id, apply.id), eq(mallPriceApply.status, PriceApplyStatus.inReview)))
      .returning({ id: mallPriceApply.id });
    if (replied.length === 0) throw new AppError(409, DemandErrorKey.statusChanged);
    const newPrice = agree ? apply.expectedPrice : order.actualPrice;
    await writeLog(tx, ctx, order, {
      action: agree ? 'agree' : 'refuse',
      oldPrice: order.actualPrice,
      newPrice,
      memo,
    });
    after.publish({
      type: 'demand.priceReplied',
      tenantId: order.tenantId,
      aggregateId: order.id,
      payload: {
        demandId: order.id,
        orderNo: order.orderNo,
        by: ctx.user.id,
        applyId: apply.id,
        agreed: agree,
        memo,
      },
    });
    if (!agree) return {};
    after.publish({
      type: 'demand.priceChanged',
      tenantId: order.tenantId,
      aggregateId: order.id,
      payload: {
        demandId: order.id,
        orderNo: order.orderNo,
        by: ctx.user.id,
        oldPrice: order.actualPrice,
        newPrice,
      },
    });
    return {
      adjustment: adjustmentFor(order.standardPrice, order.discountRate, newPrice),
      actualPrice: newPrice,
      priceLocked: true,
      quoteDate: new Date(),
    };
  });
}
