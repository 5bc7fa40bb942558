import {
  ErrorKey,
  Permission,
  formatPrice,
  pickLocalized,
  type DemandDetail,
  type DemandLog,
  type DemandLogAction,
  type DemandRecord,
} from '@mall/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hasPermission } from '#platform/auth/session-user';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { inTenant } from '#platform/tenancy';
import { unreadBusinessIds } from '../announcement/service';
import { allowedActions, ORDER_STAFF_PERMISSIONS, pendingQuoteExpired, type Actor } from './rules';
import { mallDemand, mallDemandItem, mallDemandLog, mallPriceApply } from './schema';

// Reading orders: which the caller may see, an order as the client gets it, its lines and its log.

export type DemandRow = typeof mallDemand.$inferSelect;
export type ApplyRow = typeof mallPriceApply.$inferSelect;

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

function visibleOrder(db: Database, ctx: RequestContext, id: string) {
  return db
    .select()
    .from(mallDemand)
    .where(and(eq(mallDemand.id, id), visibleOrders(ctx)))
    .limit(1);
}

function orFound(order: DemandRow | undefined): DemandRow {
  if (!order) throw new AppError(404, ErrorKey.notFound);
  return order;
}

/** A visible order (404 when missing or not the caller's to see). */
export async function findOrder(db: Database, ctx: RequestContext, id: string): Promise<DemandRow> {
  const [order] = await visibleOrder(db, ctx, id);
  return orFound(order);
}

/**
 * A visible order, locked for the rest of the transaction. An action waits here for a concurrent action
 * on the same order to commit and then reads the order as that one left it, so what it reads next (the
 * order's applications) belongs to the version it checks.
 */
export async function lockOrder(tx: Database, ctx: RequestContext, id: string): Promise<DemandRow> {
  const [order] = await visibleOrder(tx, ctx, id).for('update');
  return orFound(order);
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
    quoteExpired: pendingQuoteExpired(order),
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
