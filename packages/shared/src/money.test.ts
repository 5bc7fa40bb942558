import { describe, expect, it } from 'vitest';
import { displayPrice, EMPTY_TEXT, formatMoney, isValidPrice } from './money';

describe('money', () => {
  it('accepts at most 9 integer digits and 2 decimals', () => {
    expect(isValidPrice('999999999.99')).toBe(true);
    expect(isValidPrice('1000000000')).toBe(false);
    expect(isValidPrice('1.234')).toBe(false);
    expect(isValidPrice('-1')).toBe(false);
  });

  describe('displayPrice', () => {
    it('shows two decimals and groups thousands', () => {
      expect(displayPrice('12')).toBe('12.00');
      expect(displayPrice('12345.5')).toBe('12,345.50');
      expect(displayPrice('999999999.99')).toBe('999,999,999.99');
      expect(displayPrice('0.1')).toBe('0.10');
      expect(displayPrice('.5')).toBe('0.50');
      expect(displayPrice('007.25')).toBe('7.25');
    });

    it('never goes through a float', () => {
      expect(displayPrice('123456789012345678.99')).toBe('123,456,789,012,345,678.99');
    });

    it('cuts extra decimals instead of rounding', () => {
      expect(displayPrice('1.999')).toBe('1.99');
    });

    it('leaves text that is not a number alone', () => {
      expect(displayPrice('n/a')).toBe('n/a');
    });
  });

  describe('formatMoney', () => {
    it('shows the currency, a space and the grouped price with two decimals', () => {
      expect(formatMoney('5600', 'CNY')).toBe('CNY 5,600.00');
      expect(formatMoney('5600.00', 'CNY')).toBe('CNY 5,600.00');
      expect(formatMoney('-12.5', 'USD')).toBe('USD -12.50');
    });

    it('shows the one empty mark for a missing price and leaves out a missing currency', () => {
      expect(formatMoney(null, 'CNY')).toBe(EMPTY_TEXT);
      expect(formatMoney(undefined, 'CNY')).toBe(EMPTY_TEXT);
      expect(formatMoney('', 'CNY')).toBe(EMPTY_TEXT);
      expect(formatMoney('1', null)).toBe('1.00');
    });
  });
});
