import {
  API_BASE,
  productSearchQuerySchema,
  SEARCH_PAGES_AHEAD,
  SEARCH_TOTAL_CAP,
  type ProductSearchQuery,
  type ProductSearchResult,
} from '@mall/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { searchCountLimit, searchStatement, type PageSource, type SearchRow } from './mall-search';
import { mallProduct } from './schema';
import { productSearchTerms } from './search-terms';

/**
 * The search statement takes its page from the matches it counted, from a bounded walk in the page's
 * order, or from collecting every match; these tests make each happen and check that the page is the
 * same as sorting every match would give, and that the sources not needed are never read.
 */
let t: TestApp;
let buyer: string;
let tenantId: string;

/** Test products, all ahead of the demo catalogue in relevance order; each word matches some of them. */
const PRODUCTS = 300;
const WORDS = {
  /** Every product. */
  zqall: () => true,
  /** Fewer than a first page counts. */
  zqfew: (i: number) => i % 20 === 0,
  /** Many, from the 31st product on: near enough to the front for the walk. */
  zqnear: (i: number) => i >= 30,
  /** Many, but only from the 201st product on: the walk gives up and they are collected. */
  zqlate: (i: number) => i >= 200,
} as const;
type Word = keyof typeof WORDS;

interface TestProduct {
  id: string;
  sortNo: number;
  createTime: Date;
  price: string | null;
  words: Word[];
}
const products: TestProduct[] = [];

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('buyer');
  const [any] = await t.app.db
    .select({ tenantId: mallProduct.tenantId, categoryId: mallProduct.categoryId })
    .from(mallProduct)
    .limit(1);
  if (!any) throw new Error('no demo products');
  tenantId = any.tenantId;
  const start = Date.now() + 86_400_000;
  const rows = Array.from({ length: PRODUCTS }, (_, i) => {
    const words = (Object.keys(WORDS) as Word[]).filter((word) => WORDS[word](i));
    const product: TestProduct = {
      id: newId(),
      sortNo: -1_000 + i,
      // Newest first runs against relevance; prices are scattered and some are missing.
      createTime: new Date(start + ((i * 37) % PRODUCTS) * 60_000),
      price: i % 9 === 4 ? null : `${(i * 7919) % 1000}.50`,
      words,
    };
    products.push(product);
    const name = { zh: `测试 ${words.join(' ')}`, en: `Test ${words.join(' ')}` };
    const code = `ZQ-${i}`;
    return {
      id: product.id,
      tenantId,
      categoryId: any.categoryId,
      code,
      name,
      sortNo: product.sortNo,
      createTime: product.createTime,
      price: product.price,
      searchTerms: productSearchTerms({ code, name, model: '', brand: '', parameters: [], styles: [] }),
    };
  });
  await t.app.db.insert(mallProduct).values(rows);
  // The walk's length follows the table's size as the database measures it.
  await t.app.db.execute(sql`analyze mall_product`);
});
afterAll(async () => {
  if (products.length > 0)
    await t?.app.db.delete(mallProduct).where(
      inArray(
        mallProduct.id,
        products.map((product) => product.id),
      ),
    );
  await t?.close();
});

type Sort = 'relevance' | 'newest' | 'priceAsc' | 'priceDesc';

function queryOf(word: Word, sort: Sort, pageNo: number, pageSize: number): ProductSearchQuery {
  const base = { keyword: word, pageNo, pageSize };
  if (sort === 'priceAsc') return { ...base, sort: 'price' };
  if (sort === 'priceDesc') return { ...base, sort: 'price', order: 'desc' };
  return { ...base, sort };
}

/** The ids of every match in the page's order, as sorting them all gives. */
function expected(word: Word, sort: Sort): string[] {
  const byPrice = (a: TestProduct, b: TestProduct, descending: boolean) => {
    if (a.price === null || b.price === null)
      return a.price === b.price ? (a.id < b.id ? -1 : 1) : a.price === null ? 1 : -1;
    const difference = Number(a.price) - Number(b.price);
    return difference !== 0 ? (descending ? -difference : difference) : a.id < b.id ? -1 : 1;
  };
  const compare: Record<Sort, (a: TestProduct, b: TestProduct) => number> = {
    relevance: (a, b) => a.sortNo - b.sortNo,
    newest: (a, b) => b.createTime.getTime() - a.createTime.getTime(),
    priceAsc: (a, b) => byPrice(a, b, false),
    priceDesc: (a, b) => byPrice(a, b, true),
  };
  return products
    .filter((product) => product.words.includes(word))
    .sort(compare[sort])
    .map((product) => product.id);
}

async function run(query: ProductSearchQuery) {
  const statement = searchStatement(tenantId, productSearchQuerySchema.parse(query));
  const result = await t.app.db.execute(statement.page);
  return { rows: (result as unknown as { rows: SearchRow[] }).rows, countLimit: statement.countLimit };
}

async function sourceOf(query: ProductSearchQuery): Promise<PageSource | null> {
  const { rows } = await run(query);
  const sources = new Set(rows.map((row) => row.source));
  expect(sources.size).toBe(1);
  return rows[0]?.source ?? null;
}

/** How many times the statement read the product table (scans that ran at least once). */
async function productScans(query: ProductSearchQuery): Promise<number> {
  const { page } = searchStatement(tenantId, productSearchQuerySchema.parse(query));
  const result = await t.app.db.execute(sql`explain (analyze, format json) ${page}`);
  const [plan] = (result as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows[0]?.[
    'QUERY PLAN'
  ] ?? [undefined];
  interface PlanNode {
    'Relation Name'?: string;
    'Actual Loops': number;
    Plans?: PlanNode[];
  }
  const count = (node: PlanNode): number =>
    (node['Relation Name'] === 'mall_product' && node['Actual Loops'] > 0 ? 1 : 0) +
    (node.Plans ?? []).reduce((sum, child) => sum + count(child), 0);
  if (!plan) throw new Error('no plan');
  return count(plan.Plan);
}

describe('searchCountLimit', () => {
  it('counts through SEARCH_PAGES_AHEAD pages past the one asked for, at most SEARCH_TOTAL_CAP', () => {
    expect(SEARCH_PAGES_AHEAD).toBe(4);
    expect(searchCountLimit({ pageNo: 1, pageSize: 10 })).toBe(50);
    expect(searchCountLimit({ pageNo: 3, pageSize: 30 })).toBe(210);
    expect(searchCountLimit({ pageNo: 96, pageSize: 10 })).toBe(1_000);
    expect(searchCountLimit({ pageNo: 200, pageSize: 10 })).toBe(SEARCH_TOTAL_CAP);
  });
});

describe('the search statement', () => {
  it('gives every page as sorting every match would, in every order', async () => {
    for (const word of Object.keys(WORDS) as Word[]) {
      for (const sort of ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const) {
        const all = expected(word, sort);
        for (const [pageNo, pageSize] of [
          [1, 10],
          [2, 10],
          [3, 30],
          [9, 30],
        ] as const) {
          const { rows, countLimit } = await run(queryOf(word, sort, pageNo, pageSize));
          const label = `${word} ${sort} page ${pageNo} of ${pageSize}`;
          const ids = rows.flatMap((row) => (row.source === null ? [] : [row.id]));
          expect(ids, label).toEqual(all.slice((pageNo - 1) * pageSize, pageNo * pageSize));
          expect(rows[0]?.total, label).toBe(Math.min(all.length, countLimit + 1));
        }
      }
    }
  });

  it('sorts the page out of the matches it counted when they are all there, reading the table once', async () => {
    expect(await sourceOf(queryOf('zqfew', 'relevance', 1, 10))).toBe('matches');
    expect(await sourceOf(queryOf('zqfew', 'priceDesc', 2, 10))).toBe('matches');
    expect(await productScans(queryOf('zqfew', 'relevance', 1, 10))).toBe(1);
  });

  it('walks to the page in its order when many match, without collecting them all', async () => {
    expect(await sourceOf(queryOf('zqall', 'relevance', 1, 10))).toBe('walk');
    expect(await sourceOf(queryOf('zqall', 'relevance', 5, 20))).toBe('walk');
    expect(await sourceOf(queryOf('zqall', 'newest', 1, 10))).toBe('walk');
    // Past the first products: the walk goes about sqrt(needed x products) far (the table was analysed).
    expect(await sourceOf(queryOf('zqnear', 'relevance', 1, 10))).toBe('walk');
    expect(await productScans(queryOf('zqall', 'relevance', 1, 10))).toBe(2);
  });

  it('collects every match when the walk does not find the page soon enough', async () => {
    expect(await sourceOf(queryOf('zqlate', 'relevance', 1, 10))).toBe('collect');
    expect(await productScans(queryOf('zqlate', 'relevance', 1, 10))).toBe(3);
  });

  it('answers a page without products with the count alone', async () => {
    const { rows } = await run(queryOf('zqfew', 'relevance', 3, 10));
    expect(rows).toEqual([expect.objectContaining({ total: 15, source: null, id: null })]);
    const none = await run({ keyword: 'zqnothing' });
    expect(none.rows).toEqual([expect.objectContaining({ total: 0, source: null })]);
  });
});

describe('GET /mall/product/search', () => {
  async function search(query: Record<string, string>): Promise<ProductSearchResult> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/mall/product/search?${new URLSearchParams(query)}`,
      headers: { 'x-access-token': buyer, 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result;
  }

  it('lists the walked page and says how far it counted', async () => {
    const page = await search({ keyword: 'zqall', pageNo: '2' });
    expect(page.records.map((record) => record.id)).toEqual(expected('zqall', 'relevance').slice(10, 20));
    expect(page).toMatchObject({ total: 60, capped: true, pages: 6, current: 2, size: 10 });
    const few = await search({ keyword: 'zqfew' });
    expect(few).toMatchObject({ total: 15, capped: false, pages: 2 });
    const [product] = await t.app.db.select().from(mallProduct).where(eq(mallProduct.code, 'ZQ-0'));
    expect(few.records[0]).toMatchObject({ id: product?.id, code: 'ZQ-0', name: 'Test zqall zqfew' });
  });
});
