import { describe, expect, it } from 'vitest';
import { add, formatPrice, multiply } from './decimal-math';

describe('decimal math', () => {
  it('multiplies without float error and rounds to 4 decimals', () => {
    expect(multiply('0.1', '0.2')).toBe('0.02');
    expect(multiply('12.345', '0.3333')).toBe('4.1146');
  });
  it('adds without float error', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add('1.00005', '0')).toBe('1.0001');
  });
  it('formats with two decimals, rounding', () => {
    expect(formatPrice('12.5')).toBe('12.50');
    expect(formatPrice('12.345')).toBe('12.35');
  });
});
