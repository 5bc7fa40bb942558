import { describe, expect, it } from 'vitest';
import { nextOrgCode, orgCodeLevel } from './org-code';

describe('nextOrgCode', () => {
  it('starts each level at A01 under its parent', () => {
    expect(nextOrgCode(null, null)).toBe('A01');
    expect(nextOrgCode('A01', null)).toBe('A01A01');
    expect(nextOrgCode('A01B07', null)).toBe('A01B07A01');
  });

  it('follows the last sibling, carrying from 99 to the next letter', () => {
    expect(nextOrgCode(null, 'A01')).toBe('A02');
    expect(nextOrgCode('A01', 'A01A09')).toBe('A01A10');
    expect(nextOrgCode('A01', 'A01A99')).toBe('A01B01');
    expect(nextOrgCode(null, 'C42')).toBe('C43');
  });

  it('refuses a sibling code that is not a child of the parent, and the end of the alphabet', () => {
    expect(() => nextOrgCode('A01', 'A02A01')).toThrow();
    expect(() => nextOrgCode(null, 'A1')).toThrow();
    expect(() => nextOrgCode(null, 'Z99')).toThrow();
  });

  it('tells the level of a code', () => {
    expect(orgCodeLevel('A01')).toBe(1);
    expect(orgCodeLevel('A01A02A03')).toBe(3);
  });
});
