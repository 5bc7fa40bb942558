import { describe, expect, it } from 'vitest';
import { cartCountOf } from './use-cart-count';

describe('cartCountOf', () => {
  it('reads a bare number or an object with a count', () => {
    expect(cartCountOf(3)).toBe(3);
    expect(cartCountOf({ count: 12 })).toBe(12);
  });

  it('treats anything else, negatives and fractions as nothing to show', () => {
    expect(cartCountOf(null)).toBe(0);
    expect(cartCountOf({ total: 4 })).toBe(0);
    expect(cartCountOf(-1)).toBe(0);
    expect(cartCountOf('x')).toBe(0);
    expect(cartCountOf(2.7)).toBe(2);
  });
});
