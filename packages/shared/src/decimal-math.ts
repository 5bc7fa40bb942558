import Decimal from 'decimal.js';

// Kept apart from money.ts so that code which only validates or displays prices (the web app) never
// bundles decimal.js: an unused module of this package is dropped whole.

const INTERMEDIATE_DECIMALS = 4;

/** Multiplication without float error, rounded to 4 decimals. */
export function multiply(a: Decimal.Value, b: Decimal.Value): string {
  return new Decimal(a).times(b).toDecimalPlaces(INTERMEDIATE_DECIMALS).toFixed();
}

/** Addition without float error, rounded to 4 decimals. */
export function add(a: Decimal.Value, b: Decimal.Value): string {
  return new Decimal(a).plus(b).toDecimalPlaces(INTERMEDIATE_DECIMALS).toFixed();
}

/** A price as the API sends it: always 2 decimals, rounded, no grouping ("12345.5" → "12345.50"). */
export function formatPrice(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2);
}
