import {
  ErrorKey,
  pickLocalized,
  SEARCH_TOTAL_CAP,
  ShelfStatus,
  type LocalizedText,
  type MallHomeResult,
  type ProductCard,
  type ProductDetail,
  type productSearchQuerySchema,
  type ProductSearchResult,
} from '@mall/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { inTenant } from '#platform/tenancy';
import { sysCategory } from '../category/schema';
import { categorySubtree, liveProduct, productImageUrl } from './products';
import {
  mallProduct,
  mallProductParameter,
  mallProductPart,
  mallProductResource,
  mallProductStyle,
  PartKind,
} from './schema';
import { keywordPlan } from './search-terms';

const HOME_LIST_SIZE = 8;

export type ProductSearchParams = z.output<typeof productSearchQuerySchema>;

/** A row of a product list in the mall, before it is put in the request's language. */
interface CardRow {
  id: string;
  code: string;
  name: LocalizedText;
  model: string;
  brand: string;
  image: string | null;
  price: string | null;
  currency: string;
  category_id: string;
}

function toCard(row: CardRow, locale: RequestContext['locale']): ProductCard {
  return {
    id: row.id,
    code: row.code,
    name: pickLocalized(row.name, locale),
    model: row.model,
    brand: row.brand,
    image: row.image ? productImageUrl(row.image) : null,
    price: row.price,
    currency: row.currency,
    categoryId: row.category_id,
  };
}

const CARD_COLUMNS = sql`p.id, p.code, p.name, p.model, p.brand, p.images[1] as image, p.price, p.currency, p.category_id`;

/** Products the buyer may see in lists: the tenant's, not deleted, on the shelves. */
function onShelf(tenantId: string): SQL {
  return sql`p.tenant_id = ${tenantId} and p.del_flag = false and p.status = ${ShelfStatus.onShelf}`;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The mall home: hot and recommended products on the shelves, and the whole category tree. */
export async function mallHome({ db, tenantId, locale }: RequestContext): Promise<MallHomeResult> {
  const list = (flag: SQL) =>
    rowsOf<CardRow>(
      db,
      sql`select ${CARD_COLUMNS} from ${mallProduct} p where ${onShelf(tenantId)} and ${flag}
          order by p.sort_no, p.id limit ${HOME_LIST_SIZE}`,
    );
  const [hot, recommend, categories] = await Promise.all([
    list(sql`p.hot`),
    list(sql`p.recommend`),
    db
      .select({ id: sysCategory.id, pid: sysCategory.pid, name: sysCategory.name })
      .from(sysCategory)
      .where(inTenant(sysCategory.tenantId, tenantId))
      .orderBy(asc(sysCategory.code)),
  ]);
  return {
    hot: hot.map((row) => toCard(row, locale)),
    recommend: recommend.map((row) => toCard(row, locale)),
    categories: categories.map((category) => ({
      id: category.id,
      parentId: category.pid && category.pid !== '0' ? category.pid : null,
      name: pickLocalized(category.name, locale),
    })),
  };
}

export interface SearchStatements {
  rows: SQL;
  /** Counts matches up to SEARCH_TOTAL_CAP + 1. */
  count: SQL;
}

/**
 * The two statements of a search: the page and the capped count. Exported so that the benchmark runs
 * exactly this SQL against a bare handler.
 */
export function searchStatements(tenantId: string, query: ProductSearchParams): SearchStatements {
  const conditions: SQL[] = [onShelf(tenantId)];
  if (query.categoryId) conditions.push(sql`p.category_id in ${categorySubtree(tenantId, query.categoryId)}`);
  const plan = keywordPlan(query.keyword);
  const keyword = query.keyword?.normalize('NFKC').toLowerCase().trim() ?? '';
  if (plan) {
    const termArray = (terms: string[]) =>
      sql`array[${sql.join(
        terms.map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]`;
    const alternatives: SQL[] = [];
    if (plan.words.length > 0) alternatives.push(sql`p.search_terms @> ${termArray(plan.words)}`);
    if (plan.code) {
      const pattern = `%${plan.code.text.replace(/[\\%_]/g, '\\$&')}%`;
      alternatives.push(
        sql`(p.search_terms @> ${termArray(plan.code.grams)} and lower(p.code) like ${pattern})`,
      );
    }
    // A keyword too short for any term (one Latin letter) matches code beginnings.
    if (alternatives.length === 0)
      alternatives.push(sql`lower(p.code) like ${`${keyword.replace(/[\\%_]/g, '\\$&')}%`}`);
    conditions.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  const where = sql.join(conditions, sql` and `);

  // Relevance is the shop's own order (sort number) among the matches: the page then comes from walking
  // an index and checking terms, without sorting every match of a common word.
  let orderBy: SQL;
  if (query.sort === 'newest') orderBy = sql`p.create_time desc, p.id desc`;
  else if (query.sort === 'price')
    orderBy = query.order === 'desc' ? sql`p.price desc nulls last, p.id` : sql`p.price asc nulls last, p.id`;
  else orderBy = sql`p.sort_no, p.id`;

  const offset = (query.pageNo - 1) * query.pageSize;
  return {
    rows: sql`select ${CARD_COLUMNS} from ${mallProduct} p where ${where} order by ${orderBy}
              limit ${query.pageSize} offset ${offset}`,
    count: sql`select count(*)::int as total from (select 1 from ${mallProduct} p where ${where}
               limit ${SEARCH_TOTAL_CAP + 1}) matches`,
  };
}

/** One page of the mall's product search; the total is counted up to SEARCH_TOTAL_CAP. */
export async function searchProducts(
  ctx: RequestContext,
  query: ProductSearchParams,
): Promise<ProductSearchResult> {
  const statements = searchStatements(ctx.tenantId, query);
  const [rows, [counted]] = await Promise.all([
    rowsOf<CardRow>(ctx.db, statements.rows),
    rowsOf<{ total: number }>(ctx.db, statements.count),
  ]);
  const matches = counted?.total ?? 0;
  const total = Math.min(matches, SEARCH_TOTAL_CAP);
  return {
    records: rows.map((row) => toCard(row, ctx.locale)),
    total,
    capped: matches > SEARCH_TOTAL_CAP,
    current: query.pageNo,
    size: query.pageSize,
    pages: Math.ceil(total / query.pageSize),
  };
}

/** A product as the buyer's detail page shows it; one taken off the shelves says so, a deleted one is a 404. */
export async function productDetail(ctx: RequestContext, id: string): Promise<ProductDetail> {
  const { db, locale } = ctx;
  const [product] = await db
    .select({ product: mallProduct, categoryName: sysCategory.name })
    .from(mallProduct)
    .leftJoin(sysCategory, eq(sysCategory.id, mallProduct.categoryId))
    .where(and(eq(mallProduct.id, id), liveProduct(ctx.tenantId)));
  if (!product) throw new AppError(404, ErrorKey.notFound);
  const p = product.product;
  const [styles, parameters, resources, parts] = await Promise.all([
    db
      .select()
      .from(mallProductStyle)
      .where(and(eq(mallProductStyle.productId, id), eq(mallProductStyle.delFlag, false)))
      .orderBy(asc(mallProductStyle.sortNo), asc(mallProductStyle.id)),
    db
      .select()
      .from(mallProductParameter)
      .where(eq(mallProductParameter.productId, id))
      .orderBy(asc(mallProductParameter.sort), asc(mallProductParameter.id)),
    db
      .select()
      .from(mallProductResource)
      .where(eq(mallProductResource.productId, id))
      .orderBy(asc(mallProductResource.sortNo), asc(mallProductResource.id)),
    db
      .select({
        part: mallProductPart,
        linkedLive: sql<boolean>`exists (select 1 from ${mallProduct} l where l.id = ${mallProductPart.partProductId}
          and l.tenant_id = ${ctx.tenantId} and l.del_flag = false and l.status = ${ShelfStatus.onShelf})`,
      })
      .from(mallProductPart)
      .where(eq(mallProductPart.productId, id))
      .orderBy(asc(mallProductPart.sortNo), asc(mallProductPart.id)),
  ]);
  const part = ({ part: row, linkedLive }: (typeof parts)[number]) => ({
    name: pickLocalized(row.name, locale),
    brand: row.brand,
    spec: row.spec,
    quantity: row.quantity,
    productId: linkedLive ? row.partProductId : null,
  });
  return {
    id: p.id,
    code: p.code,
    name: pickLocalized(p.name, locale),
    model: p.model,
    brand: p.brand,
    categoryId: p.categoryId,
    categoryName: product.categoryName ? pickLocalized(product.categoryName, locale) : '',
    images: p.images.map(productImageUrl),
    onShelf: p.status === ShelfStatus.onShelf,
    version: p.version,
    scenario: pickLocalized(p.scenario, locale),
    features: pickLocalized(p.features, locale),
    styles: styles.map((style) => ({
      id: style.id,
      name: pickLocalized(style.name, locale),
      spec: style.spec,
      unit: style.unit,
      price: style.price,
      currency: style.currency,
      onShelf: style.status === ShelfStatus.onShelf,
    })),
    parameters: parameters.map((parameter) => ({
      name: pickLocalized(parameter.name, locale),
      value: parameter.value,
    })),
    resources: resources.map((resource) => ({
      id: resource.id,
      title: pickLocalized(resource.title, locale),
      date: resource.date,
      version: resource.version,
      comment: pickLocalized(resource.comment, locale),
      fileName: resource.fileName,
      hasFile: resource.file !== null,
    })),
    accessories: parts.filter((row) => row.part.kind === PartKind.accessory).map(part),
    suites: parts.filter((row) => row.part.kind === PartKind.suite).map(part),
  };
}

/** The stored file of a resource of a live product of the tenant, with the name to offer. */
export async function resourceFile(
  ctx: RequestContext,
  id: string,
): Promise<{ path: string; fileName: string }> {
  const [row] = await ctx.db
    .select({ file: mallProductResource.file, fileName: mallProductResource.fileName })
    .from(mallProductResource)
    .innerJoin(mallProduct, eq(mallProduct.id, mallProductResource.productId))
    .where(and(eq(mallProductResource.id, id), liveProduct(ctx.tenantId)));
  if (!row?.file) throw new AppError(404, ErrorKey.notFound);
  const extension = row.file.slice(row.file.lastIndexOf('.'));
  const fileName = row.fileName || `download${extension}`;
  return { path: row.file, fileName: fileName.endsWith(extension) ? fileName : `${fileName}${extension}` };
}
