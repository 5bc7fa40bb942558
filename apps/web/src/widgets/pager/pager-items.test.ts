import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 8)).toEqual([1, 2, 3, 'gap', 8]);
  });

  it('lists the first, the last and two either side of the current page, with gaps between', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('lists a single hidden page instead of a gap', () => {
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });

  it('lists nothing without pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
