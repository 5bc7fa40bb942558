import Decimal from 'decimal.js';

/** Prices: at most 9 integer digits and 2 decimals (mall.md §5). */
export const PRICE_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
const INTERMEDIATE_DECIMALS = 4;

export function isValidPrice(value: string): boolean {
  return PRICE_PATTERN.test(value);
}

/** Multiplication rounded to 4 decimals, as the spec's number arithmetic requires. */
export function multiply(a: Decimal.Value, b: Decimal.Value): string {
  return new Decimal(a).times(b).toDecimalPlaces(INTERMEDIATE_DECIMALS).toFixed();
}

/** Addition rounded to 4 decimals. */
export function add(a: Decimal.Value, b: Decimal.Value): string {
  return new Decimal(a).plus(b).toDecimalPlaces(INTERMEDIATE_DECIMALS).toFixed();
}

/** A price for display: always 2 decimals. */
export function formatPrice(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2);
}
