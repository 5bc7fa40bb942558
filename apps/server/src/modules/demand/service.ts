import {
  DemandErrorKey,
  DemandStatus,
  ErrorKey,
  Permission,
  PriceApplyStatus,
  actualPrice as ruleActualPrice,
  adjustmentFor,
  comparePrices,
  formatPrice,
  lineActualPrice,
  pickLocalized,
  type DemandAction,
  type DemandDetail,
  type DemandLog,
  type DemandLogAction,
  type DemandModifyPrice,
  type DemandRecord,
  type PriceApply,
  type PriceReply,
} from '@mall/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction, type AfterCommit } from '#platform/db/transaction';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { hasPermission } from '#platform/auth/session-user';
import { unreadBusinessIds } from '../announcement/service';
import { userDisplayName } from '../user/queries';
import './events';
import { allowedActions, ORDER_STAFF_PERMISSIONS, quoteExpired, type Actor } from './rules';
import { mallDemand, mallDemandItem, mallDemandLog, mallPriceApply } from './schema';

export type DemandRow = typeof mallDemand.$inferSelect;
type ApplyRow = typeof mallPriceApply.$inferSelect;

export function actorOf(ctx: RequestContext): Actor {
  return {
    userId: ctx.user.id,
    manage: hasPermission(ctx.user, Permission.demandManage),
    modifyPrice: hasPermission(ctx.user, Permission.demandModifyPrice),
    approve: hasPermission(ctx.user, Permission.priceApprove),
  };
}

/**
 * The orders the caller may see: staff who handle orders see every order of their tenant; anyone else
 * (a buyer) sees only the orders they submitted. Never another tenant's.
 */
export function visibleOrders(ctx: RequestContext) {
  const tenant = inTenant(mallDemand.tenantId, ctx.tenantId);
  const staff = ORDER_STAFF_PERMISSIONS.some((code) => hasPermission(ctx.user, code));
  return staff ? tenant : and(tenant, eq(mallDemand.customerId, ctx.user.id));
}

/** A visible order (404 when missing or not the caller's to see). */
export async function findOrder(db: Database, ctx: RequestContext, id: string): Promise<DemandRow> {
  const [order] = await db
    .select()
    .from(mallDemand)
    .where(and(eq(mallDemand.id, id), visibleOrders(ctx)))
    .limit(1);
  if (!order) throw new AppError(404, ErrorKey.notFound);
  return order;
}

/** The latest price application of each order. */
export async function latestApplies(db: Database, demandIds: string[]): Promise<Map<string, ApplyRow>> {
  if (demandIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mallPriceApply)
    .where(inArray(mallPriceApply.demandId, demandIds))
    .orderBy(asc(mallPriceApply.applyTime), asc(mallPriceApply.id));
  return new Map(rows.map((row) => [row.demandId, row]));
}

async function operatorName(db: Database, userId: string): Promise<string> {
  return userDisplayName(db, userId);
}

/** Writes one log row of an order change. */
export async function writeLog(
  tx: Database,
  ctx: RequestContext,
  order: Pick<DemandRow, 'id' | 'tenantId'>,
  entry: { action: DemandLogAction; oldPrice?: string | null; newPrice?: string | null; memo?: string },
  /** The operator's display name when the caller has just read it (saves the lookup). */
  knownOperatorName?: string,
): Promise<void> {
  await tx.insert(mallDemandLog).values({
    id: newId(),
    tenantId: order.tenantId,
    demandId: order.id,
    action: entry.action,
    operatorId: ctx.user.id,
    operatorName: knownOperatorName ?? (await operatorName(tx, ctx.user.id)),
    oldPrice: entry.oldPrice ?? null,
    newPrice: entry.newPrice ?? null,
    memo: entry.memo ?? '',
  });
}

/** Shapes an order for the client, with what the caller may do with it now. */
export function toRecord(
  ctx: RequestContext,
  order: DemandRow,
  apply: ApplyRow | undefined,
  productSummary: string,
): DemandRecord {
  const applyStatus = apply?.status ?? null;
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    orderTime: order.orderTime.toISOString(),
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerCompany: order.customerCompany,
    memo: order.memo,
    currency: order.currency,
    standardPrice: formatPrice(order.standardPrice),
    discountRate: new Intl.NumberFormat('en', { maximumFractionDigits: 4, useGrouping: false }).format(
      Number(order.discountRate),
    ),
    adjustment: formatPrice(order.adjustment),
    actualPrice: formatPrice(order.actualPrice),
    expectedPrice: order.expectedPrice === null ? null : formatPrice(order.expectedPrice),
    expectedMemo: order.expectedMemo,
    priceLocked: order.priceLocked,
    quoteDate: order.quoteDate.toISOString(),
    quoteExpired: quoteExpired(order.quoteDate),
    version: order.version,
    applyId: apply?.id ?? null,
    approvalStatus: applyStatus,
    applyMemo: apply?.applyMemo ?? '',
    applyTime: apply?.applyTime.toISOString() ?? null,
    approvalTime: apply?.approvalTime?.toISOString() ?? null,
    approvalMemo: apply?.approvalMemo ?? '',
    productSummary,
    actions: allowedActions({ ...order, applyStatus }, actorOf(ctx)),
  };
}

/** GET /mall/demand/queryById: the order with its lines, and whether the caller has unread news of it. */
export async function getDemand(ctx: RequestContext, id: string): Promise<DemandDetail> {
  const order = await findOrder(ctx.db, ctx, id);
  const [applies, unread, items] = await Promise.all([
    latestApplies(ctx.db, [order.id]),
    unreadBusinessIds(ctx, [order.id]),
    ctx.db
      .select()
      .from(mallDemandItem)
      .where(eq(mallDemandItem.demandId, order.id))
      .orderBy(asc(mallDemandItem.sortNo)),
  ]);
  const names = items.map((item) => pickLocalized(item.productName, ctx.locale));
  return {
    ...toRecord(ctx, order, applies.get(order.id), names.join(', ')),
    unreadMessages: unread.has(order.id),
    items: items.map((item, index) => ({
      id: item.id,
      productId: item.productId,
      styleId: item.styleId,
      productName: names[index] ?? '',
      sku: item.productCode,
      model: item.model,
      brand: item.brand,
      image: item.image,
      styleName: pickLocalized(item.styleName, ctx.locale),
      spec: item.spec,
      quantity: item.quantity,
      unitPrice: formatPrice(item.unitPrice),
      standardPrice: formatPrice(item.standardPrice),
      actualPrice: formatPrice(item.actualPrice),
      customerInfo: item.customerInfo,
    })),
  };
}

/** GET /mall/priceApply/logs: every change of a visible order, oldest first. */
export async function demandLogs(ctx: RequestContext, demandId: string): Promise<DemandLog[]> {
  const order = await findOrder(ctx.db, ctx, demandId);
  const rows = await ctx.db
    .select()
    .from(mallDemandLog)
    .where(eq(mallDemandLog.demandId, order.id))
    .orderBy(asc(mallDemandLog.time), asc(mallDemandLog.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action as DemandLogAction,
    operator: row.operatorName,
    time: row.time.toISOString(),
    oldPrice: row.oldPrice === null ? null : formatPrice(row.oldPrice),
    newPrice: row.newPrice === null ? null : formatPrice(row.newPrice),
    memo: row.memo,
  }));
}

/**
 * One versioned action on an order: it must still have the version the client read (else 409
 * 'Status changed, please refresh'), then `work` applies the rule and returns the changes. The update
 * repeats the version condition, so of concurrent actions on the same version exactly one wins.
 */
async function actOnOrder(
  ctx: RequestContext,
  id: string,
  version: number,
  work: (
    tx: Database,
    order: DemandRow,
    apply: ApplyRow | undefined,
    after: AfterCommit,
  ) => Promise<Partial<typeof mallDemand.$inferInsert>>,
): Promise<DemandRecord> {
  return inTransaction(ctx, async (tx, after) => {
    const order = await findOrder(tx, ctx, id);
    if (order.version !== version) throw new AppError(409, DemandErrorKey.statusChanged);
    const apply = (await latestApplies(tx, [order.id])).get(order.id);
    const set = await work(tx, order, apply, after);
    const [updated] = await tx
      .update(mallDemand)
      .set({ ...set, version: sql`${mallDemand.version} + 1`, updateBy: ctx.user.id, updateTime: sql`now()` })
      .where(and(eq(mallDemand.id, order.id), eq(mallDemand.version, version)))
      .returning();
    if (!updated) throw new AppError(409, DemandErrorKey.statusChanged);
    const latest = (await latestApplies(tx, [order.id])).get(order.id);
    return toRecord(ctx, updated, latest, '');
  });
}

function requireRole(allowed: boolean): void {
  if (!allowed) throw new AppError(403, ErrorKey.forbidden);
}

function requireState(allowed: boolean): void {
  if (!allowed) throw new AppError(409, DemandErrorKey.actionNotAllowed);
}

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
      payload: { demandId: order.id, orderNo: order.orderNo, by: ctx.user.id, action, status },
    });
    return { status };
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
