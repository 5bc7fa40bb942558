import { sumPrices, type CartItem } from '@mall/shared';

/** The cart's quantity rule is the one every quantity field of the mall uses. */
export { parseLineQuantity as parseQuantity, type QuantityProblem } from '../../lib/line-quantity';

/** A line whose product (or style) is off the shelves or gone: it can no longer be ordered. */
export function isTakenDown(line: CartItem): boolean {
  return line.state === 'takenDown' || line.state === 'missing';
}

/** A line whose product can be ordered but whose style cannot: the buyer must choose another style. */
export function needsStyle(line: CartItem): boolean {
  return line.state === 'styleUnavailable';
}

/**
 * The selected lines split for a submit: those that can be ordered, and those taken down, which the
 * buyer must confirm are left out before the rest goes on. Lines are kept in the cart's order.
 */
export function splitSelection(lines: readonly CartItem[], selectedIds: readonly string[]) {
  const selected = lines.filter((line) => selectedIds.includes(line.id));
  return {
    orderable: selected.filter((line) => !isTakenDown(line)),
    takenDown: selected.filter(isTakenDown),
  };
}

/**
 * The sum of the selected lines' standard prices, of the lines a submit would order: a line taken down is
 * left out of the order and one whose style is gone cannot be ordered, so neither counts (nor a line without
 * a price).
 */
export function selectionTotal(lines: readonly CartItem[], selectedIds: readonly string[]): string {
  return sumPrices(
    lines
      .filter(
        (line) =>
          selectedIds.includes(line.id) &&
          !isTakenDown(line) &&
          !needsStyle(line) &&
          line.standardPrice !== null,
      )
      .map((line) => line.standardPrice ?? '0'),
  );
}

/** The confirm page's address for cart lines: `/mall/demandConfirm?cartIds=a,b`. */
export function confirmPathForCart(ids: readonly string[]): string {
  return `/mall/demandConfirm?cartIds=${ids.map(encodeURIComponent).join(',')}`;
}
