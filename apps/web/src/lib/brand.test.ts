import { describe, expect, it } from 'vitest';
import { copyrightYears } from './brand';

describe('copyrightYears', () => {
  it('runs from the first year to the current one', () => {
    expect(copyrightYears(new Date(2026, 11, 2))).toBe('2025-2026');
    expect(copyrightYears(new Date(2025, 0, 1))).toBe('2025');
  });
});
