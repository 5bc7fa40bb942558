import { MAX_LINE_QUANTITY, sumPrices, type CartItem } from '@mall/shared';

/** Why a typed quantity is refused: empty, or not a whole number from 1 to MAX_LINE_QUANTITY. */
export type QuantityProblem = 'quantityEmpty' | 'quantity';

/** The quantity a buyer typed, or why it is refused. */
export function parseQuantity(raw: string): { quantity: number } | { problem: QuantityProblem } {
  const text = raw.trim();
  if (text === '') return { problem: 'quantityEmpty' };
  if (!/^\d+$/.test(text)) return { problem: 'quantity' };
  const quantity = Number(text);
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return { problem: 'quantity' };
  return { quantity };
}

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

/** The sum of the selected lines' standard prices (lines without a price count nothing). */
export function selectionTotal(lines: readonly CartItem[], selectedIds: readonly string[]): string {
  return sumPrices(
    lines
      .filter((line) => selectedIds.includes(line.id) && line.standardPrice !== null)
      .map((line) => line.standardPrice ?? '0'),
  );
}

/** The confirm page's address for cart lines: `/mall/demandConfirm?cartIds=a,b`. */
export function confirmPathForCart(ids: readonly string[]): string {
  return `/mall/demandConfirm?cartIds=${ids.map(encodeURIComponent).join(',')}`;
}
