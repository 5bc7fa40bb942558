import type { DemandLogAction } from '@mall/shared';

/** What the demand module tells the rest of the application, after each change has committed. */
export interface DemandEventPayload {
  demandId: string;
  orderNo: string;
  by: string;
}

declare module '#platform/events/bus' {
  interface DomainEventMap {
    'demand.submitted': DemandEventPayload & { actualPrice: string; expectedPrice: string | null };
    'demand.priceApplied': DemandEventPayload & { applyId: string; expectedPrice: string };
    'demand.priceReplied': DemandEventPayload & { applyId: string; agreed: boolean; memo: string };
    'demand.priceChanged': DemandEventPayload & { oldPrice: string; newPrice: string };
    'demand.statusChanged': DemandEventPayload & { action: DemandLogAction; status: number };
    /** The scheduled check found the order's quotation past its validity (`by` is the system). */
    'demand.quoteExpired': DemandEventPayload & { quoteDate: string };
    /** The scheduled reminder: the application has waited longer than `hours` (`by` is the system). */
    'demand.priceApplicationWaiting': DemandEventPayload & { applyId: string; hours: number };
  }
}

/** The events that change an order (its pages reload it); a reminder to sales changes nothing. */
export const DEMAND_EVENT_TYPES = [
  'demand.submitted',
  'demand.priceApplied',
  'demand.priceReplied',
  'demand.priceChanged',
  'demand.statusChanged',
  'demand.quoteExpired',
] as const;
