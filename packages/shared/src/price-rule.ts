import Decimal from 'decimal.js';
import { add, multiply } from './decimal-math';

// The demand order's price rule, in one place for the server (which decides) and the web (which previews).
// Products and sums are rounded to 4 decimals; prices are shown with 2 (formatPrice).

/** A line's standard price: unit price × quantity. */
export function lineStandardPrice(unitPrice: Decimal.Value, quantity: number): string {
  return multiply(unitPrice, quantity);
}

/** An order's standard price: the sum of its lines' standard prices. */
export function sumPrices(prices: readonly Decimal.Value[]): string {
  return prices.reduce<string>((sum, price) => add(sum, price), '0');
}

/** Actual price = original price × discount rate + adjustment. */
export function actualPrice(
  original: Decimal.Value,
  discountRate: Decimal.Value,
  adjustment: Decimal.Value,
): string {
  return add(multiply(original, discountRate), adjustment);
}

/** A line's actual price: its standard price × the order's discount rate (the adjustment stays on the order). */
export function lineActualPrice(lineStandard: Decimal.Value, discountRate: Decimal.Value): string {
  return multiply(lineStandard, discountRate);
}

/** A discount rate of 1 takes nothing off: screens and documents show it as "none", not as a factor. */
export function isNoDiscount(discountRate: Decimal.Value): boolean {
  return new Decimal(discountRate).eq(1);
}

/**
 * What an order's lines add to after the discount: the sum of their actual prices. The order's actual price
 * is this plus the order's adjustment, so a total shows this subtotal and the adjustment as its own line.
 */
export function linesActualSubtotal(lines: readonly { actualPrice: Decimal.Value }[]): string {
  return sumPrices(lines.map((line) => line.actualPrice));
}

/**
 * The adjustment that makes the rule give `target` at the given rate, so that a new actual price (typed in
 * by sales, or an agreed expected price) keeps actual = original × rate + adjustment true.
 */
export function adjustmentFor(
  original: Decimal.Value,
  discountRate: Decimal.Value,
  target: Decimal.Value,
): string {
  return new Decimal(target).minus(multiply(original, discountRate)).toDecimalPlaces(4).toFixed();
}

/** Compares two decimal values: -1, 0 or 1. */
export function comparePrices(a: Decimal.Value, b: Decimal.Value): number {
  return new Decimal(a).comparedTo(b);
}
