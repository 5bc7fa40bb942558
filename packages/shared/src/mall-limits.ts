// Free of zod: the mall's pages read these limits, and must not load the schema library for them.

/** Largest quantity one cart or order line may hold. */
export const MAX_LINE_QUANTITY = 999_999;
/**
 * A line's quantity after `extra` more of its style are put into it: the sum, capped at MAX_LINE_QUANTITY
 * (what is over the cap is not added; the caller tells the buyer how many were).
 */
export function mergedLineQuantity(current: number, extra: number): number {
  return Math.min(current + extra, MAX_LINE_QUANTITY);
}
/** The message of a quantity that is not a whole number from 1 to MAX_LINE_QUANTITY: 'Please enter the correct quantity'. */
export const QUANTITY_INVALID_KEY = 'demand.quantityInvalid' as const;

/**
 * A search counts its matches only as far as the pager needs: through SEARCH_PAGES_AHEAD pages past the
 * requested one, and never beyond SEARCH_TOTAL_CAP. When more match, `total` is the number counted and
 * `capped` is true (the list says "N+"); a later page counts further, up to SEARCH_TOTAL_CAP.
 */
export const SEARCH_PAGES_AHEAD = 4;
export const SEARCH_TOTAL_CAP = 1_000;
export const SEARCH_KEYWORD_MAX_LENGTH = 100;

/** How many hot and how many recommended products the mall home shows. */
export const MALL_HOME_LIST_SIZE = 8;
