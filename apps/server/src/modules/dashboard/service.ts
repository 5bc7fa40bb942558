import {
  DISCOUNT_BUCKETS,
  PriceApplyStatus,
  type DashboardAnalysis,
  type DashboardQuery,
  dayString,
  daysInRange,
  defaultDashboardRange,
  type Workplace,
} from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { demandFigures, workplaceFigures } from '../demand/queries';

const DAY = 86_400_000;
const TOP = 10;

/** The value at quantile q (0..1) of sorted numbers, linear interpolation between neighbours. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lowValue = sorted[low] as number;
  const highValue = sorted[high] as number;
  return lowValue + (highValue - lowValue) * (position - low);
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * The analysis page's aggregates over the tenant's demand orders placed within [from, to] (UTC days).
 * Orders, status, applications, reply times and discount depth count every order of the range; the
 * top lists leave cancelled orders out (nothing was bought).
 */
export async function analysis(ctx: RequestContext, query: DashboardQuery): Promise<DashboardAnalysis> {
  const range = query.from && query.to ? { from: query.from, to: query.to } : defaultDashboardRange();
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY);
  const { perDay, byStatus, amounts, applications, replies, ratios, byQuantity, byAmount, customers } =
    await demandFigures(ctx.db, ctx.tenantId, { start, end, top: TOP });

  const perDayMap = new Map(perDay.map((row) => [row.day, Number(row.count)]));
  const ordersPerDay = Array.from({ length: daysInRange(range.from, range.to) }, (_, index) => {
    const key = dayString(start.getTime() + index * DAY);
    return { day: key, count: perDayMap.get(key) ?? 0 };
  });
  const statusMap = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
  const applyMap = new Map(applications.map((row) => [row.status, Number(row.count)]));
  const approved = applyMap.get(PriceApplyStatus.approved) ?? 0;
  const rejected = applyMap.get(PriceApplyStatus.rejected) ?? 0;
  const hours = replies
    .map((row) => (row.hours === null ? null : Number(row.hours)))
    .filter((value): value is number => value !== null && value >= 0)
    .sort((a, b) => a - b);
  const median = round1(quantile(hours, 0.5));
  const discountDepth = DISCOUNT_BUCKETS.map((from, index) => ({
    from,
    to: DISCOUNT_BUCKETS[index + 1] ?? null,
    count: 0,
  }));
  for (const { ratio: value } of ratios) {
    if (value === null) continue;
    const bucket = discountDepth.findLast((entry) => Number(value) >= entry.from) ?? discountDepth[0];
    if (bucket) bucket.count += 1;
  }

  return {
    ...range,
    kpi: {
      orders: ordersPerDay.reduce((sum, entry) => sum + entry.count, 0),
      standardAmounts: amounts.map((row) => ({ currency: row.currency, amount: row.amount })),
      approvalRate: approved + rejected === 0 ? null : approved / (approved + rejected),
      medianReplyHours: median,
    },
    ordersPerDay,
    ordersByStatus: [0, 1, 2, 3].map((status) => ({ status, count: statusMap.get(status) ?? 0 })),
    applications: { inReview: applyMap.get(PriceApplyStatus.inReview) ?? 0, approved, rejected },
    replyHours: { median, p90: round1(quantile(hours, 0.9)), samples: hours.length },
    discountDepth,
    topProductsByQuantity: byQuantity.map((row) => ({ ...row, quantity: Number(row.quantity) })),
    topProductsByAmount: byAmount,
    topCustomers: customers.map((row) => ({ ...row, orders: Number(row.orders) })),
  };
}

/** How many waiting orders and recent actions the workplace lists. */
const WORKPLACE_LIST = 10;

/** The workplace of the signed-in staff member: the tenant's orders and applications waiting, their own last actions. */
export async function workplace(ctx: RequestContext): Promise<Workplace> {
  const figures = await workplaceFigures(ctx.db, ctx.tenantId, ctx.user.id, WORKPLACE_LIST);
  return {
    pendingOrders: figures.pendingOrders,
    applicationsInReview: figures.applicationsInReview,
    waitingOrders: figures.waiting.map((order) => ({
      ...order,
      orderTime: order.orderTime.toISOString(),
      hasApplication: Boolean(order.hasApplication),
    })),
    recentActivity: figures.activity.map((entry) => ({ ...entry, time: entry.time.toISOString() })),
  };
}
