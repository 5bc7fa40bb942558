import { SEARCH_KEYWORD_MAX_LENGTH } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import {
  changeMallSearch,
  DEFAULT_MALL_SEARCH,
  readMallSearch,
  searchKeyword,
  toSearchQuery,
  writeMallSearch,
} from './search-params';

describe('mall search state in the URL', () => {
  it('cuts a keyword longer than the search takes to its limit instead of failing the search', () => {
    const keyword = `${'伺'.repeat(SEARCH_KEYWORD_MAX_LENGTH)}SGM7J`;
    const state = readMallSearch(new URLSearchParams({ keyword: `  ${keyword}` }));
    expect(state.keyword).toBe('伺'.repeat(SEARCH_KEYWORD_MAX_LENGTH));
    expect(searchKeyword(` ${'a'.repeat(300)} `)).toHaveLength(SEARCH_KEYWORD_MAX_LENGTH);
    expect(searchKeyword(' 400W ')).toBe('400W');
  });

  it('reads an empty query as the defaults: relevance, page 1 of 10', () => {
    expect(readMallSearch(new URLSearchParams())).toEqual(DEFAULT_MALL_SEARCH);
  });

  it('round-trips every field', () => {
    const state = { keyword: '轴承', categoryId: 'c1', sort: 'priceDesc', pageNo: 3, pageSize: 30 } as const;
    expect(readMallSearch(writeMallSearch(state))).toEqual(state);
  });

  it('leaves the defaults out of the URL', () => {
    expect(writeMallSearch({ ...DEFAULT_MALL_SEARCH, keyword: 'valve' }).toString()).toBe('keyword=valve');
  });

  it('ignores a sort, page or page size it does not know', () => {
    const state = readMallSearch(new URLSearchParams('sort=price;drop&pageNo=-2&pageSize=1000'));
    expect(state.sort).toBe('relevance');
    expect(state.pageNo).toBe(1);
    expect(state.pageSize).toBe(10);
    expect(readMallSearch(new URLSearchParams('pageNo=abc&pageSize=20')).pageSize).toBe(20);
  });

  it('goes back to page 1 when the filters or the sort change', () => {
    const onPage4 = { ...DEFAULT_MALL_SEARCH, pageNo: 4 };
    expect(changeMallSearch(onPage4, { sort: 'newest' })).toMatchObject({ sort: 'newest', pageNo: 1 });
    expect(changeMallSearch(onPage4, { keyword: 'x' }).pageNo).toBe(1);
  });
});

describe('toSearchQuery', () => {
  it('sends the filters that are set and the price sort with its direction', () => {
    expect(toSearchQuery({ ...DEFAULT_MALL_SEARCH, keyword: 'abc' })).toEqual({
      keyword: 'abc',
      sort: 'relevance',
      pageNo: 1,
      pageSize: 10,
    });
    expect(toSearchQuery({ ...DEFAULT_MALL_SEARCH, sort: 'priceDesc', categoryId: 'c' })).toMatchObject({
      categoryId: 'c',
      sort: 'price',
      order: 'desc',
    });
    expect(toSearchQuery({ ...DEFAULT_MALL_SEARCH, sort: 'priceAsc' }).order).toBe('asc');
    expect(toSearchQuery({ ...DEFAULT_MALL_SEARCH, sort: 'newest' }).order).toBeUndefined();
  });
});
