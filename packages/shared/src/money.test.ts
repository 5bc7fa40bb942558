import { describe, expect, it } from 'vitest';
import { add, formatPrice, isValidPrice, multiply } from './money';

describe('money', () => {
  it('multiplies without float error and rounds to 4 decimals', () => {
    expect(multiply('0.1', '0.2')).toBe('0.02');
    expect(multiply('12.345', '0.3333')).toBe('4.1146');
  });
  it('adds without float error', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add('1.00005', '0')).toBe('1.0001');
  });
  it('accepts at most 9 integer digits and 2 decimals', () => {
    expect(isValidPrice('999999999.99')).toBe(true);
    expect(isValidPrice('1000000000')).toBe(false);
    expect(isValidPrice('1.234')).toBe(false);
    expect(isValidPrice('-1')).toBe(false);
  });
  it('formats with two decimals', () => {
    expect(formatPrice('12.5')).toBe('12.50');
  });
});
