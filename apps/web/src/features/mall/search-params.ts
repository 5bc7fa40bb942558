import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SEARCH_KEYWORD_MAX_LENGTH,
  type SearchSort,
} from '@mall/shared';

/** How the product list can be ordered: by relevance to the keyword, newest first, or by price. */
export const MALL_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;
export type MallSort = (typeof MALL_SORTS)[number];

/** The product list's state, kept in the URL query so that back, forward and reload restore it. */
export interface MallSearchState {
  keyword: string;
  categoryId: string;
  sort: MallSort;
  pageNo: number;
  pageSize: number;
}

export const DEFAULT_MALL_SEARCH: MallSearchState = {
  keyword: '',
  categoryId: '',
  sort: 'relevance',
  pageNo: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/**
 * A keyword as searched: trimmed, and cut to the longest the search takes (in UTF-16 units, as the server
 * counts), so that a longer one searches for its beginning rather than failing.
 */
export function searchKeyword(text: string): string {
  return text.trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH).trim();
}

/** Reads the state from the URL; anything missing or not allowed falls back to the default. */
export function readMallSearch(params: URLSearchParams): MallSearchState {
  const sort = params.get('sort');
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    keyword: searchKeyword(params.get('keyword') ?? ''),
    categoryId: (params.get('categoryId') ?? '').trim(),
    sort: MALL_SORTS.includes(sort as MallSort) ? (sort as MallSort) : DEFAULT_MALL_SEARCH.sort,
    pageNo: positiveInt(params.get('pageNo')) ?? 1,
    pageSize:
      pageSize && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the state to a URL query, leaving out the defaults so that links stay short. */
export function writeMallSearch(state: MallSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.categoryId) params.set('categoryId', state.categoryId);
  if (state.sort !== DEFAULT_MALL_SEARCH.sort) params.set('sort', state.sort);
  if (state.pageNo !== 1) params.set('pageNo', String(state.pageNo));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** A new keyword, category, sort or page size starts again at page 1. */
export function changeMallSearch(
  state: MallSearchState,
  change: Partial<Omit<MallSearchState, 'pageNo'>>,
): MallSearchState {
  return { ...state, ...change, pageNo: 1 };
}

/** The query of GET /mall/product/search. */
export interface MallSearchQuery {
  keyword?: string;
  categoryId?: string;
  sort: SearchSort;
  order?: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

/** The search request for the state: the price sorts are the server's price sort in either direction. */
export function toSearchQuery(state: MallSearchState): MallSearchQuery {
  const query: MallSearchQuery = { sort: 'relevance', pageNo: state.pageNo, pageSize: state.pageSize };
  if (state.keyword) query.keyword = state.keyword;
  if (state.categoryId) query.categoryId = state.categoryId;
  if (state.sort === 'priceAsc' || state.sort === 'priceDesc') {
    query.sort = 'price';
    query.order = state.sort === 'priceAsc' ? 'asc' : 'desc';
  } else query.sort = state.sort;
  return query;
}
