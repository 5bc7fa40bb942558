import { MAX_LINE_QUANTITY } from '@mall/shared';

/** Why a typed quantity is refused: empty, or not a whole number from 1 to MAX_LINE_QUANTITY. */
export type QuantityProblem = 'quantityEmpty' | 'quantity';

/**
 * The quantity a buyer typed, or why it is refused. Only digits count: a sign, a decimal point or an
 * exponent is refused rather than corrected, so the quantity ordered is always the one the buyer typed.
 */
export function parseLineQuantity(raw: string): { quantity: number } | { problem: QuantityProblem } {
  const text = raw.trim();
  if (text === '') return { problem: 'quantityEmpty' };
  if (!/^\d+$/.test(text)) return { problem: 'quantity' };
  const quantity = Number(text);
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return { problem: 'quantity' };
  return { quantity };
}
