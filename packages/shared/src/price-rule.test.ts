import { describe, expect, it } from 'vitest';
import { formatPrice } from './decimal-math';
import { demandModifyPriceSchema, demandSubmitSchema, priceInputSchema } from './demand';
import {
  actualPrice,
  adjustmentFor,
  comparePrices,
  lineActualPrice,
  lineStandardPrice,
  sumPrices,
} from './price-rule';

describe('the demand price rule', () => {
  it('prices a line as unit price × quantity, rounded to 4 decimals', () => {
    expect(lineStandardPrice('0.85', 3)).toBe('2.55');
    expect(lineStandardPrice('0.1', 3)).toBe('0.3');
    expect(lineStandardPrice('999999999.99', 999_999)).toBe('999998999990000.01');
  });

  it('sums lines without float error', () => {
    expect(sumPrices(['0.1', '0.2'])).toBe('0.3');
    expect(sumPrices([])).toBe('0');
    expect(sumPrices(['1.005', '2.0049'])).toBe('3.0099');
  });

  it('actual = original × discount rate + adjustment, products rounded to 4 decimals', () => {
    expect(actualPrice('100', '0.85', '-5')).toBe('80');
    expect(actualPrice('33.33', '0.3333', '0')).toBe('11.1089');
    expect(actualPrice('10.01', '1', '0.99')).toBe('11');
    expect(formatPrice(actualPrice('33.33', '0.3333', '0'))).toBe('11.11');
  });

  it('gives each line its standard price × the rate', () => {
    expect(lineActualPrice('200', '0.9')).toBe('180');
    expect(lineActualPrice('0.33335', '1')).toBe('0.3334');
  });

  it('finds the adjustment that reaches a target actual price at a kept rate', () => {
    const adjustment = adjustmentFor('100', '0.85', '70.5');
    expect(adjustment).toBe('-14.5');
    expect(actualPrice('100', '0.85', adjustment)).toBe('70.5');
  });

  it('compares decimals exactly', () => {
    expect(comparePrices('0.3', sumPrices(['0.1', '0.2']))).toBe(0);
    expect(comparePrices('10', '9.99')).toBe(1);
  });
});

describe('demand inputs', () => {
  it('accepts prices of at most 9 integer digits and 2 decimals', () => {
    expect(priceInputSchema.safeParse('999999999.99').success).toBe(true);
    expect(priceInputSchema.safeParse('1000000000').success).toBe(false);
    expect(priceInputSchema.safeParse('1.234').success).toBe(false);
    expect(priceInputSchema.safeParse('-1').success).toBe(false);
  });

  it('takes either cart lines or items, never both or neither', () => {
    expect(demandSubmitSchema.safeParse({ cartItemIds: ['a'] }).success).toBe(true);
    expect(
      demandSubmitSchema.safeParse({ items: [{ productId: 'p', styleId: 's', quantity: 1 }] }).success,
    ).toBe(true);
    expect(demandSubmitSchema.safeParse({}).success).toBe(false);
    expect(
      demandSubmitSchema.safeParse({
        cartItemIds: ['a'],
        items: [{ productId: 'p', styleId: 's', quantity: 1 }],
      }).success,
    ).toBe(false);
    expect(
      demandSubmitSchema.safeParse({ items: [{ productId: 'p', styleId: 's', quantity: 0 }] }).success,
    ).toBe(false);
  });

  it('modifies the price by rate and adjustment, or by a new actual price', () => {
    expect(demandModifyPriceSchema.safeParse({ id: 'd', version: 1, discountRate: '0.9' }).success).toBe(
      true,
    );
    expect(demandModifyPriceSchema.safeParse({ id: 'd', version: 1, adjustment: '-10.5' }).success).toBe(
      true,
    );
    expect(demandModifyPriceSchema.safeParse({ id: 'd', version: 1, actualPrice: '88' }).success).toBe(true);
    expect(demandModifyPriceSchema.safeParse({ id: 'd', version: 1 }).success).toBe(false);
    expect(
      demandModifyPriceSchema.safeParse({ id: 'd', version: 1, actualPrice: '88', discountRate: '1' })
        .success,
    ).toBe(false);
    expect(demandModifyPriceSchema.safeParse({ id: 'd', version: 1, discountRate: '0.12345' }).success).toBe(
      false,
    );
  });
});
