import {
  SEARCH_PAGES_AHEAD,
  SEARCH_TOTAL_CAP,
  type productSearchQuerySchema,
  type ProductSearchResult,
} from '@mall/shared';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import { categorySubtree } from '../category/queries';
import { rowsOf } from '#platform/db/rows';
import { CARD_COLUMNS, onShelf, toCard, type CardRow } from './mall';
import { mallProduct } from './schema';
import { keywordPlan } from './search-terms';

export type ProductSearchParams = z.output<typeof productSearchQuerySchema>;

/** How far a search for this page counts: through SEARCH_PAGES_AHEAD pages past it, at most SEARCH_TOTAL_CAP. */
export function searchCountLimit(query: Pick<ProductSearchParams, 'pageNo' | 'pageSize'>): number {
  return Math.min((query.pageNo + SEARCH_PAGES_AHEAD) * query.pageSize, SEARCH_TOTAL_CAP);
}

/**
 * The page orders, written with bare column names so that they hold both on the table and on the rows
 * the statement collects. Every one is served by an index on (tenant, status, ...) of mall_product.
 * Relevance is the shop's own order (sort number) among the matches.
 */
const ORDERS = {
  relevance: sql`sort_no, id`,
  newest: sql`create_time desc, id desc`,
  priceAsc: sql`price asc nulls last, id`,
  priceDesc: sql`price desc nulls last, id`,
};

function orderOf(query: ProductSearchParams): SQL {
  if (query.sort === 'newest') return ORDERS.newest;
  if (query.sort === 'price') return query.order === 'desc' ? ORDERS.priceDesc : ORDERS.priceAsc;
  return ORDERS.relevance;
}

/** What a product must be to match the query: on the shelves, in the category, matching the keyword. */
function matchCondition(tenantId: string, query: ProductSearchParams): SQL {
  const conditions: SQL[] = [onShelf(tenantId)];
  // An array rather than `in (select ...)`: a plain check of each product, which keeps the walk in order
  // (a join would read the whole walk before sorting it again).
  if (query.categoryId)
    conditions.push(sql`p.category_id = any(array${categorySubtree(tenantId, query.categoryId)})`);
  const plan = keywordPlan(query.keyword);
  const keyword = query.keyword?.normalize('NFKC').toLowerCase().trim() ?? '';
  if (plan) {
    const termArray = (terms: string[]) =>
      sql`array[${sql.join(
        terms.map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]`;
    const alternatives: SQL[] = [];
    // One containment per form of the keyword (as typed, without punctuation, split at letters and
    // digits): each is served by the search-terms index.
    for (const terms of plan.words) alternatives.push(sql`p.search_terms @> ${termArray(terms)}`);
    if (plan.code) {
      const pattern = `%${plan.code.text.replace(/[\\%_]/g, '\\$&')}%`;
      // The code itself is checked first: much cheaper than the terms, which are here for the index.
      alternatives.push(
        sql`(lower(p.code) like ${pattern} and p.search_terms @> ${termArray(plan.code.grams)})`,
      );
    }
    // A keyword too short for any term (one Latin letter) matches code beginnings.
    if (alternatives.length === 0)
      alternatives.push(sql`lower(p.code) like ${`${keyword.replace(/[\\%_]/g, '\\$&')}%`}`);
    conditions.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

/** Where a page came from (see searchStatement). */
export type PageSource = 'matches' | 'walk' | 'collect';

/** A row of the search statement. */
export type SearchRow = { total: number } & (({ source: PageSource } & CardRow) | { source: null; id: null });

export interface SearchStatement {
  /**
   * One statement: rows of `total` (the matches counted, up to countLimit + 1), `source` and the page's
   * products; a page without products is one row with `total` and nulls.
   */
  page: SQL;
  /** More matches than this are reported as this many and capped. */
  countLimit: number;
}

/**
 * The statement of a search. Exported so that the benchmark runs exactly this SQL against a bare handler.
 *
 * The page comes from one of three sources, chosen by what the statement itself finds, never by the
 * planner's guess of how many products match (for a keyword of several words it takes the words as
 * independent, which they rarely are: it guessed "pressure transmitter" 16 times too rare, and two common
 * words that never meet hundreds of times too common):
 * 1. `matches` collects the matches, at most countLimit + 1, in any order, which also counts them. When
 *    there are no more than countLimit, they are all there and the page is sorted out of them.
 * 2. Otherwise many products match: the page comes from walking the products in the page's order (an
 *    index) and checking each until the page is full. The walk gives up after W = sqrt(needed x products)
 *    products, `needed` being the products up to the end of the page and `products` the table's size as
 *    the database last measured it (0 before it ever did). Collecting a match costs about as much as
 *    checking a product on the walk, so: a page found within W products is cheaper to walk to than
 *    collecting every match (at least needed x products / W = W of them); a page not found means fewer
 *    than about W match, and collecting them costs less than the walk would.
 * 3. When the walk gave up, every match is collected and the page is sorted out of them.
 */
export function searchStatement(tenantId: string, query: ProductSearchParams): SearchStatement {
  const where = matchCondition(tenantId, query);
  const order = orderOf(query);
  const countLimit = searchCountLimit(query);
  const offset = (query.pageNo - 1) * query.pageSize;
  const needed = offset + query.pageSize;
  const columns = sql`${CARD_COLUMNS}, p.sort_no, p.create_time`;
  const walkLimit = sql`(select ${needed} + ceil(sqrt(${needed}::float8 * greatest(c.reltuples, 0)))::int
    from pg_class c where c.oid = ${getTableName(mallProduct)}::regclass)`;
  // `offset 0` keeps the planner from reading the collection in index order: it gathers the matches
  // first (through the search-terms index) and then sorts only what the page needs.
  const page = sql`with matches as materialized (
      select ${columns} from ${mallProduct} p where ${where} limit ${countLimit + 1}
    ), counted as (
      select count(*)::int as total from matches
    ), walked as materialized (
      select ${columns} from (
        select * from ${mallProduct} p where ${onShelf(tenantId)} order by ${order} limit ${walkLimit}
      ) p where ${where} order by ${order} limit ${needed}
    )
    select counted.total, page.source, page.id, page.code, page.name, page.model, page.brand, page.image,
      page.price, page.currency, page.category_id
    from counted left join lateral (
      select * from (
        select 'matches' as source, * from matches where counted.total <= ${countLimit}
        union all
        select 'walk', * from walked
        where counted.total > ${countLimit} and (select count(*) from walked) = ${needed}
        union all
        (select 'collect', * from (select ${columns} from ${mallProduct} p where ${where} offset 0) p
         where counted.total > ${countLimit} and (select count(*) from walked) < ${needed}
         order by ${order} limit ${needed})
      ) candidates order by ${order} limit ${query.pageSize} offset ${offset}
    ) page on true`;
  return { page, countLimit };
}

/** One page of the mall's product search; the total is counted as far as searchCountLimit says. */
export async function searchProducts(
  ctx: RequestContext,
  query: ProductSearchParams,
): Promise<ProductSearchResult> {
  const { page, countLimit } = searchStatement(ctx.tenantId, query);
  const rows = await rowsOf<SearchRow>(ctx.db, page);
  const matches = rows[0]?.total ?? 0;
  const total = Math.min(matches, countLimit);
  return {
    records: rows.flatMap((row) => (row.source === null ? [] : [toCard(row, ctx.locale)])),
    total,
    capped: matches > countLimit,
    current: query.pageNo,
    size: query.pageSize,
    pages: Math.ceil(total / query.pageSize),
  };
}
