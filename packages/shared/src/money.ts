// Free of zod: the mall's pages show prices, and must not load the schema library for it.

/** A price has at most 9 integer digits and 2 decimals. */
export const PRICE_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export function isValidPrice(value: string): boolean {
  return PRICE_PATTERN.test(value);
}

/**
 * A price string for people to read: two decimals and thousands separators ("12345.5" → "12,345.50").
 * Works on the string the server sends (never a float), so no rounding happens here; prices already carry
 * at most 2 decimals. Extra decimals, if any, are cut, not rounded. Text that is not a number is returned as is.
 */
export function displayPrice(price: string): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(price.trim());
  if (!match) return price;
  const [, sign = '', integer = '', decimals = ''] = match;
  const grouped = (integer.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${decimals.padEnd(2, '0').slice(0, 2)}`;
}

/** What a missing value shows, in every table, detail, card and document: one mark for "nothing here". */
export const EMPTY_TEXT = '-';

/**
 * An amount for people to read, always in one shape: the currency code, a space, the price as displayPrice
 * shows it ("CNY 5,600.00"). A missing price shows EMPTY_TEXT; a missing currency leaves the code out.
 */
export function formatMoney(price: string | null | undefined, currency: string | null | undefined): string {
  if (price === null || price === undefined || price.trim() === '') return EMPTY_TEXT;
  const amount = displayPrice(price);
  return currency ? `${currency} ${amount}` : amount;
}

/** A signed price adjustment: at most 9 integer digits and 2 decimals, may be negative. */
export const ADJUSTMENT_PATTERN = /^-?\d{1,9}(\.\d{1,2})?$/;

/** A discount rate: a factor from 0 to 9.9999 with at most 4 decimals (0.85 means 85 %). */
export const DISCOUNT_RATE_PATTERN = /^\d(\.\d{1,4})?$/;
