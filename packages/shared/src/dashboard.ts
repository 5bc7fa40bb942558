import { z } from 'zod';
import { calendarDateSchema } from './date-input';
import { localizedTextSchema } from './localized-text';

/** The longest range the analysis page aggregates over, in days (both ends included). */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
/** Without a range the page shows the last this many days, today included. */
export const DASHBOARD_DEFAULT_RANGE_DAYS = 30;

const DAY = 86_400_000;
const isoDay = calendarDateSchema;

/** A UTC calendar day as YYYY-MM-DD. */
export function dayString(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The default range: the last DASHBOARD_DEFAULT_RANGE_DAYS days up to `now` (UTC days). */
export function defaultDashboardRange(now = Date.now()): { from: string; to: string } {
  return { from: dayString(now - (DASHBOARD_DEFAULT_RANGE_DAYS - 1) * DAY), to: dayString(now) };
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
}

/**
 * GET /dashboard/analysis?from&to: UTC days, both included; both or neither; `from` ≤ `to`, at most
 * DASHBOARD_MAX_RANGE_DAYS days.
 */
export const dashboardQuerySchema = z
  .strictObject({
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** The client's cache-busting timestamp on every GET. */
    _t: z.string().optional(),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'from and to go together' });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = daysInRange(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
    if (days > DASHBOARD_MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `at most ${DASHBOARD_MAX_RANGE_DAYS} days` });
    }
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const amountByCurrency = z.object({ currency: z.string(), amount: z.string() });

/** Discount depth buckets: actual/standard ratio lower bounds; the last bucket is "at or above 1". */
export const DISCOUNT_BUCKETS = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const;

export const dashboardAnalysisSchema = z.object({
  from: z.string(),
  to: z.string(),
  kpi: z.object({
    orders: z.number().int(),
    /** Sum of the orders' standard prices, one entry per currency (largest first). */
    standardAmounts: z.array(amountByCurrency),
    /** Approved / (approved + rejected) price applications; null when none was decided. */
    approvalRate: z.number().nullable(),
    medianReplyHours: z.number().nullable(),
  }),
  /** Every day of the range, zero-filled. */
  ordersPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** One entry per order status 0..3. */
  ordersByStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  applications: z.object({
    inReview: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  /** Hours from submission to the first price reply (agree, refuse or price change) per order. */
  replyHours: z.object({
    median: z.number().nullable(),
    p90: z.number().nullable(),
    samples: z.number().int(),
  }),
  /** Completed or price-locked orders per actual/standard bucket (see DISCOUNT_BUCKETS). */
  discountDepth: z.array(z.object({ from: z.number(), to: z.number().nullable(), count: z.number().int() })),
  topProductsByQuantity: z.array(
    z.object({
      productId: z.string(),
      productName: localizedTextSchema,
      productCode: z.string(),
      quantity: z.number().int(),
    }),
  ),
  topProductsByAmount: z.array(
    z.object({
      productId: z.string(),
      productName: localizedTextSchema,
      productCode: z.string(),
      currency: z.string(),
      amount: z.string(),
    }),
  ),
  topCustomers: z.array(
    z.object({
      customerId: z.string(),
      customerName: z.string(),
      customerCompany: z.string(),
      orders: z.number().int(),
    }),
  ),
});
export type DashboardAnalysis = z.infer<typeof dashboardAnalysisSchema>;
