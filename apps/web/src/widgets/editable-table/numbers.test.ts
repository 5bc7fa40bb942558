import { describe, expect, it } from 'vitest';
import {
  acceptNumberDraft,
  addNumbers,
  multiplyNumbers,
  parseNumberOnBlur,
  round4,
  sumColumn,
} from './numbers';

describe('number cells', () => {
  it('accept an optional minus, digits and one decimal point while typing, else keep the previous text', () => {
    for (const typed of ['', '-', '1', '-12', '1.', '-1.5', '.5', '10.25'])
      expect(acceptNumberDraft(typed, 'prev')).toBe(typed);
    for (const typed of ['1a', '1.2.3', '--1', '1-', '+1', '1 2', 'e5'])
      expect(acceptNumberDraft(typed, '12')).toBe('12');
  });

  it('parse a number on leaving the cell, and empty anything else', () => {
    expect(parseNumberOnBlur('12.50')).toBe(12.5);
    expect(parseNumberOnBlur('-3')).toBe(-3);
    expect(parseNumberOnBlur('1.')).toBe(1);
    expect(parseNumberOnBlur('.5')).toBe(0.5);
    expect(parseNumberOnBlur('-')).toBeUndefined();
    expect(parseNumberOnBlur('')).toBeUndefined();
    expect(parseNumberOnBlur('.')).toBeUndefined();
  });
});

describe('table arithmetic', () => {
  it('rounds sums and products to 4 decimals', () => {
    expect(addNumbers(0.1, 0.2)).toBe(0.3);
    expect(multiplyNumbers(1.1, 1.1)).toBe(1.21);
    expect(multiplyNumbers(0.33333, 3)).toBe(1);
    expect(round4(1.23456)).toBe(1.2346);
    expect(round4(-1.23455)).toBe(-1.2346);
  });

  it('sums a statistics column as decimals, skipping empty cells; a non-number makes it -', () => {
    expect(sumColumn([1.9, '2.7', -1.5, null, undefined, ''])).toBe('3.1');
    expect(sumColumn([2.5, 0.8])).toBe('3.3');
    expect(sumColumn([10, 20, 1.5])).toBe('31.5');
    expect(sumColumn([0.1, 0.2])).toBe('0.3');
    expect(sumColumn([1, 2], 2)).toBe('3.00');
    expect(sumColumn([])).toBe('0');
    expect(sumColumn([1, 'abc'])).toBe('-');
    expect(sumColumn([1, '-'])).toBe('-');
    expect(sumColumn([true])).toBe('-');
  });
});
