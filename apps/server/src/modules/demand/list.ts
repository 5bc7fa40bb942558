import type { DEMAND_SORT_COLUMNS } from '@mall/shared';
import {
  DEMAND_SUPER_QUERY_FIELDS,
  ErrorKey,
  QUOTE_VALIDITY_DAYS,
  pickLocalized,
  quoteValidUntilDay,
  type DemandListQuery,
  type DemandReorderResult,
  type DemandRecord,
  type Locale,
  type PageResult,
  type QuoteSetting,
} from '@mall/shared';
import { and, asc, count, eq, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { escapeLike, planList, type KeysetPage, type ListSpec } from '#platform/http/list';
import { superQuerySpec } from '#platform/http/super-query';
import { tenantScope } from '#platform/tenancy';
import { unreadBusinessIds } from '../announcement/service';
import { addToCart } from '../cart/service';
import { isOrderable, stylesWithProducts } from '../catalogue/queries';
import { tenantNameOf } from '../tenant/service';
import { renderQuotation } from './quotation-pdf';
import { mallDemand, mallDemandItem, mallPriceApply, mallQuoteSetting } from './schema';
import { findOrder, getDemand, latestApplies, toRecord, visibleOrders } from './service';

const sortColumns: Record<(typeof DEMAND_SORT_COLUMNS)[number], AnyColumn> = {
  orderTime: mallDemand.orderTime,
  orderNo: mallDemand.orderNo,
  actualPrice: mallDemand.actualPrice,
  status: mallDemand.status,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: mallDemand.orderTime, order: 'desc' },
  tieBreaker: mallDemand.id,
  filters: {
    orderNo: { column: mallDemand.orderNo, match: 'like' },
    status: { column: mallDemand.status, match: 'eq' },
    memo: { column: mallDemand.memo, match: 'like' },
  },
  superQuery: superQuerySpec(DEMAND_SUPER_QUERY_FIELDS, (name) => {
    // The price application's fields are those of the order's latest application (none: no match).
    if (name === 'applyStatus' || name === 'applyTime') {
      const column = name === 'applyStatus' ? mallPriceApply.status : mallPriceApply.applyTime;
      return sql`(select ${column} from ${mallPriceApply} where ${mallPriceApply.demandId} = ${mallDemand.id}
        order by ${mallPriceApply.applyTime} desc, ${mallPriceApply.id} desc limit 1)`;
    }
    const column = mallDemand[name as keyof typeof mallDemand.$inferSelect];
    if (!column) throw new Error(`demand: no column for advanced-query field ${name}`);
    return column;
  }),
};

/** A day (YYYY-MM-DD, the whole day) or a time; an unreadable value is a 400. */
function timeBound(value: string, end: boolean): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = new Date(day ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(time.getTime())) throw new AppError(400, ErrorKey.badRequest);
  return day && end ? new Date(time.getTime() + 86_400_000) : end ? new Date(time.getTime() + 1) : time;
}

/**
 * The orders a list query selects: a buyer sees their own orders, staff who handle orders all of the
 * tenant's. Filters: order number, product name (any line, either language), order time range, status,
 * customer name or phone, memo; sort only on the whitelisted columns. With `keyset`, that page of it
 * (an export's) instead of the query's page number.
 */
function planDemands(
  ctx: RequestContext,
  query: DemandListQuery & Record<string, unknown>,
  keyset?: KeysetPage,
) {
  const { productName, customer, orderTimeBegin, orderTimeEnd, ...rest } = query;
  const plan = planList(rest, listSpec, keyset);
  const conditions: Array<SQL | undefined> = [visibleOrders(ctx), plan.where];
  if (productName) {
    const pattern = `%${escapeLike(productName)}%`;
    conditions.push(
      sql`exists (select 1 from ${mallDemandItem} i where i.demand_id = ${mallDemand.id}
        and (i.product_name->>'zh' ilike ${pattern} or i.product_name->>'en' ilike ${pattern}))`,
    );
  }
  if (customer) {
    const pattern = `%${escapeLike(customer)}%`;
    conditions.push(or(ilike(mallDemand.customerName, pattern), ilike(mallDemand.customerPhone, pattern)));
  }
  if (orderTimeBegin) conditions.push(gte(mallDemand.orderTime, timeBound(orderTimeBegin, false)));
  if (orderTimeEnd) conditions.push(lt(mallDemand.orderTime, timeBound(orderTimeEnd, true)));
  return { plan, where: and(...conditions) };
}

/**
 * The records of `rows`: each with its latest application and its lines' product names; for the list,
 * also whether the caller has unread messages about it (an export has no such column).
 */
async function recordsOf(
  ctx: RequestContext,
  rows: (typeof mallDemand.$inferSelect)[],
  { unreadMarks }: { unreadMarks: boolean },
): Promise<DemandRecord[]> {
  const ids = rows.map((row) => row.id);
  const [applies, unread, items] = await Promise.all([
    latestApplies(ctx.db, ids),
    unreadMarks ? unreadBusinessIds(ctx, ids) : Promise.resolve(new Set<string>()),
    ids.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ demandId: mallDemandItem.demandId, name: mallDemandItem.productName })
          .from(mallDemandItem)
          .where(inArray(mallDemandItem.demandId, ids))
          .orderBy(asc(mallDemandItem.sortNo)),
  ]);
  const names = new Map<string, string[]>();
  for (const item of items) {
    const list = names.get(item.demandId) ?? [];
    list.push(pickLocalized(item.name, ctx.locale));
    names.set(item.demandId, list);
  }
  return rows.map((row) => ({
    ...toRecord(ctx, row, applies.get(row.id), (names.get(row.id) ?? []).join(', ')),
    ...(unreadMarks ? { unreadMessages: unread.has(row.id) } : {}),
  }));
}

/** GET /mall/demand/list: the orders of `planDemands`, a page at a time. */
export async function listDemands(
  ctx: RequestContext,
  query: DemandListQuery & Record<string, unknown>,
): Promise<PageResult<DemandRecord>> {
  const { plan, where } = planDemands(ctx, query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(mallDemand)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ count: count() }).from(mallDemand).where(where),
  ]);
  return plan.page(await recordsOf(ctx, rows, { unreadMarks: true }), total?.count ?? 0);
}

/**
 * One page of an order export (GET /mall/demand/exportXls): the list's filters, advanced query, sort and
 * selection, `page.size` orders after the order `page.after`, uncounted.
 */
export async function exportDemandRecords(
  ctx: RequestContext,
  query: DemandListQuery & Record<string, unknown>,
  page: KeysetPage,
): Promise<DemandRecord[]> {
  const { plan, where } = planDemands(ctx, query, page);
  const rows = await ctx.db
    .select()
    .from(mallDemand)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit);
  return recordsOf(ctx, rows, { unreadMarks: false });
}

/**
 * POST /mall/demand/reorder: the order's lines go back into the caller's cart (merging with lines of the
 * same style), each line only while its product and style can still be ordered; the others are left out
 * and named. Answers what went in (with its cart lines) and what was left out.
 */
export async function reorder(ctx: RequestContext, id: string): Promise<DemandReorderResult> {
  return inTransaction(ctx, async (tx) => {
    const order = await findOrder(tx, ctx, id);
    if (order.customerId !== ctx.user.id) throw new AppError(403, ErrorKey.forbidden);
    const items = await tx
      .select({
        productId: mallDemandItem.productId,
        styleId: mallDemandItem.styleId,
        quantity: mallDemandItem.quantity,
        productName: mallDemandItem.productName,
        styleName: mallDemandItem.styleName,
      })
      .from(mallDemandItem)
      .where(eq(mallDemandItem.demandId, order.id))
      .orderBy(asc(mallDemandItem.sortNo));
    const now = await stylesWithProducts(
      tx,
      ctx.tenantId,
      items.map((item) => item.styleId),
    );
    const lines = items.map((item) => {
      const row = now.get(item.styleId);
      return { ...item, orderable: row?.productId === item.productId && isOrderable(row) };
    });
    const named = (line: (typeof lines)[number]) => ({
      productName: pickLocalized(line.productName, ctx.locale),
      styleName: pickLocalized(line.styleName, ctx.locale),
    });
    const orderable = lines.filter((line) => line.orderable);
    const cartItemIds = (await addToCart({ ...ctx, db: tx }, orderable)).map((line) => line.id);
    return {
      count: orderable.length,
      cartItemIds,
      added: orderable.map(named),
      skipped: lines.filter((line) => !line.orderable).map(named),
    };
  });
}

/** Where the tenant's goods are free on board when it has not set a port city. */
export const DEFAULT_PORT_CITY = { zh: '上海', en: 'Shanghai' };

/** GET /mall/demand/quoteSetting: the tenant's port city, or the default when it has set none. */
export async function getQuoteSetting(ctx: RequestContext): Promise<QuoteSetting> {
  const [setting] = await ctx.db
    .select({ portCity: mallQuoteSetting.portCity })
    .from(mallQuoteSetting)
    .where(tenantScope(ctx, mallQuoteSetting))
    .limit(1);
  return { portCity: setting?.portCity ?? DEFAULT_PORT_CITY };
}

/** PUT /mall/demand/quoteSetting: sets the tenant's port city. */
export async function saveQuoteSetting(ctx: RequestContext, setting: QuoteSetting): Promise<QuoteSetting> {
  await ctx.db
    .insert(mallQuoteSetting)
    .values({ tenantId: ctx.tenantId, portCity: setting.portCity, createBy: ctx.user.id })
    .onConflictDoUpdate({
      target: mallQuoteSetting.tenantId,
      set: { portCity: setting.portCity, updateBy: ctx.user.id, updateTime: new Date() },
    });
  return setting;
}

/** GET /mall/demand/exportPdf: the order's quotation in zh or en. */
export async function exportQuotation(
  ctx: RequestContext,
  id: string,
  lang: Locale | undefined,
): Promise<{ fileName: string; content: Buffer }> {
  const locale = lang ?? ctx.locale;
  const detail = await getDemand({ ...ctx, locale }, id);
  const [providerName, setting] = await Promise.all([
    tenantNameOf(ctx.db, ctx.tenantId, locale),
    getQuoteSetting(ctx),
  ]);
  const content = await renderQuotation({
    locale,
    providerName,
    portCity: pickLocalized(setting.portCity, locale),
    orderNo: detail.orderNo,
    quoteDate: detail.quoteDate.slice(0, 10),
    validUntil: quoteValidUntilDay(detail.quoteDate),
    validityDays: QUOTE_VALIDITY_DAYS,
    customerName: detail.customerName,
    customerPhone: detail.customerPhone,
    customerCompany: detail.customerCompany,
    memo: detail.memo,
    currency: detail.currency,
    lines: detail.items,
    standardPrice: detail.standardPrice,
    discountRate: detail.discountRate,
    adjustment: detail.adjustment,
    actualPrice: detail.actualPrice,
  });
  return { fileName: `${detail.orderNo}.pdf`, content };
}
