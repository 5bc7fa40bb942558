import {
  DemandStatus,
  Permission,
  PriceApplyStatus,
  comparePrices,
  isQuoteExpired,
  type DemandActions,
} from '@mall/shared';

/** Staff who handle orders (any one of these permissions) see every order of their tenant. */
export const ORDER_STAFF_PERMISSIONS: string[] = [
  Permission.demandManage,
  Permission.demandModifyPrice,
  Permission.priceApprove,
];

/** What the rule table looks at of an order. */
export interface OrderState {
  status: number;
  priceLocked: boolean;
  customerId: string;
  quoteDate: Date;
  actualPrice: string;
  /** Status of the latest price application, null when none. */
  applyStatus: number | null;
}

/** Who is acting: the owner (the buyer who submitted), and the staff permissions held. */
export interface Actor {
  userId: string;
  /** Sees and handles all the tenant's orders (complete, close). */
  manage: boolean;
  modifyPrice: boolean;
  approve: boolean;
}

/** A quotation older than the validity period is expired: it cannot be completed until sales re-quote. */
export function quoteExpired(quoteDate: Date, now = new Date()): boolean {
  return isQuoteExpired(quoteDate, now);
}

/** Only a pending order's quotation can expire: a completed, closed or cancelled order is past quoting. */
export function pendingQuoteExpired(order: Pick<OrderState, 'status' | 'quoteDate'>, now = new Date()) {
  return order.status === DemandStatus.pending && quoteExpired(order.quoteDate, now);
}

/**
 * The rule table, evaluated for one actor:
 * - modify actual price: sales; pending, not locked, no application in review;
 * - apply discount: the owner; pending, not locked, none in review (the price itself is checked on apply);
 * - agree / refuse: sales; an application in review;
 * - cancel: the owner; pending, not locked;
 * - complete: the owner or sales; pending, priced (actual price above 0), none in review, quotation not expired;
 * - close: the owner or sales; pending;
 * - request a new quote: the owner; pending, price agreed (locked) and its quotation expired, none in review.
 */
export function allowedActions(order: OrderState, actor: Actor, now = new Date()): DemandActions {
  const owner = order.customerId === actor.userId;
  const pending = order.status === DemandStatus.pending;
  const inReview = order.applyStatus === PriceApplyStatus.inReview;
  const open = pending && !order.priceLocked && !inReview;
  const priced = comparePrices(order.actualPrice, 0) > 0;
  const expired = quoteExpired(order.quoteDate, now);
  return {
    modifyPrice: actor.modifyPrice && open,
    apply: owner && open && priced,
    agree: actor.approve && pending && inReview,
    refuse: actor.approve && pending && inReview,
    cancel: owner && pending && !order.priceLocked,
    complete: (owner || actor.manage) && pending && priced && !inReview && !expired,
    close: (owner || actor.manage) && pending,
    requestQuote: owner && pending && order.priceLocked && !inReview && expired,
  };
}
