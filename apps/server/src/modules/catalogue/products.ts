import {
  API_BASE,
  ErrorKey,
  imageUrl,
  pickLocalized,
  productEntity,
  ShelfStatus,
  type Locale,
  type PageResult,
  type ProductForm,
  type ProductPartInput,
  type ProductRecord,
} from '@mall/shared';
import { and, asc, count, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import type { EntityListQuery } from '#platform/admin-kit';
import { AppError } from '#platform/http/app-error';
import { escapeLike, planList, type KeysetPage, type ListFilter, type ListSpec } from '#platform/http/list';
import { superQuerySpec, type SuperQueryTarget } from '#platform/http/super-query';
import { inTenant } from '#platform/tenancy';
import { categoryNameOf, categorySubtree } from '../category/queries';
import { catalogueTexts } from './messages';
import {
  mallProduct,
  mallProductParameter,
  mallProductPart,
  mallProductResource,
  mallProductStyle,
  PartKind,
} from './schema';

// The product queries: the admin list, the edit form's load, and the conditions other catalogue files
// build on (a live product of the tenant).

/** The web path of a stored product image. */
export function productImageUrl(path: string): string {
  return imageUrl(API_BASE, path);
}

export function shelfText(status: number, ctx: Pick<RequestContext, 'locale'>): string {
  return pickLocalized(
    status === ShelfStatus.onShelf ? catalogueTexts.onShelf : catalogueTexts.offShelf,
    ctx.locale,
  );
}

/** A live (not deleted) product of the tenant. */
export function liveProduct(tenantId: string): SQL {
  return and(inTenant(mallProduct.tenantId, tenantId), eq(mallProduct.delFlag, false)) as SQL;
}

/** The column of each sortable or column-filtered field of the product entity. */
const COLUMNS: Readonly<Record<string, AnyColumn>> = {
  code: mallProduct.code,
  sortNo: mallProduct.sortNo,
  createTime: mallProduct.createTime,
  updateTime: mallProduct.updateTime,
  status: mallProduct.status,
  hot: mallProduct.hot,
  recommend: mallProduct.recommend,
  model: mallProduct.model,
  brand: mallProduct.brand,
  price: mallProduct.price,
};

function columnOf(name: string): AnyColumn {
  const column = COLUMNS[name];
  if (!column) throw new Error(`product: no column for field ${name}`);
  return column;
}

/** Filters no single column answers: the name in either language, the category with its sub-categories. */
function customFilters(tenantId: string): Record<string, ListFilter> {
  return {
    name: {
      condition: (value) => {
        const text = String(value ?? '')
          .replace(/^\*+|\*+$/g, '')
          .trim();
        if (!text) return undefined;
        const pattern = `%${escapeLike(text)}%`;
        return or(
          ilike(sql`${mallProduct.name}->>'zh'`, pattern),
          ilike(sql`${mallProduct.name}->>'en'`, pattern),
        );
      },
    },
    categoryId: {
      condition: (value) =>
        typeof value === 'string' && value
          ? sql`${mallProduct.categoryId} in ${categorySubtree(tenantId, value)}`
          : undefined,
    },
  };
}

/**
 * Where the advanced query reads a field no column of the same name holds: the name in the caller's
 * language, and a category with its sub-categories.
 */
function superQueryTargets(tenantId: string, locale: Locale): Record<string, SuperQueryTarget> {
  return {
    name: sql`${mallProduct.name}->>${locale}`,
    categoryId: {
      holdsAny: (ids) =>
        or(
          ...ids.map((id) => sql`${mallProduct.categoryId} in ${categorySubtree(tenantId, String(id))}`),
        ) as SQL,
    },
  };
}

/** The list's whitelists, from the product entity's filter, sortable and advanced-query fields. */
function listSpecOf(tenantId: string, locale: Locale): ListSpec {
  const custom = customFilters(tenantId);
  const targets = superQueryTargets(tenantId, locale);
  return {
    sortColumns: Object.fromEntries(productEntity.sortColumns.map((name) => [name, columnOf(name)])),
    defaultSort: {
      column: columnOf(productEntity.defaultSort.column),
      order: productEntity.defaultSort.order,
    },
    tieBreaker: mallProduct.id,
    filters: Object.fromEntries(
      productEntity.filterFields.map((name) => [
        name,
        custom[name] ?? { column: columnOf(name), match: productEntity.fields[name].filter ?? 'eq' },
      ]),
    ),
    superQuery: superQuerySpec(productEntity.superQueryFields, (name) => targets[name] ?? columnOf(name)),
  };
}

/**
 * The admin product list: the entity's filters and sorts; with `page`, that keyset page of it (an export's)
 * and no total (0): an export reads page after page and would otherwise count every matching product again
 * for each.
 */
export async function listProducts(
  ctx: RequestContext,
  query: EntityListQuery,
  { page }: { page?: KeysetPage } = {},
): Promise<PageResult<ProductRecord>> {
  const plan = planList(query, listSpecOf(ctx.tenantId, ctx.locale), page);
  const counted = page === undefined;
  const where = and(liveProduct(ctx.tenantId), plan.where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: mallProduct.id,
        categoryId: mallProduct.categoryId,
        categoryName: categoryNameOf(mallProduct.categoryId, ctx.tenantId),
        code: mallProduct.code,
        name: mallProduct.name,
        model: mallProduct.model,
        brand: mallProduct.brand,
        images: mallProduct.images,
        hot: mallProduct.hot,
        recommend: mallProduct.recommend,
        status: mallProduct.status,
        price: mallProduct.price,
        currency: mallProduct.currency,
        sortNo: mallProduct.sortNo,
        version: mallProduct.version,
        createTime: mallProduct.createTime,
        updateTime: mallProduct.updateTime,
      })
      .from(mallProduct)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    counted ? ctx.db.select({ total: count() }).from(mallProduct).where(where) : Promise.resolve([]),
  ]);
  return plan.page(
    rows.map((row) => ({
      id: row.id,
      categoryId: row.categoryId,
      categoryId_dictText: row.categoryName ? pickLocalized(row.categoryName, ctx.locale) : '',
      code: row.code,
      name: pickLocalized(row.name, ctx.locale),
      model: row.model,
      brand: row.brand,
      image: row.images[0] ? productImageUrl(row.images[0]) : null,
      hot: row.hot,
      recommend: row.recommend,
      status: row.status === ShelfStatus.onShelf ? ShelfStatus.onShelf : ShelfStatus.offShelf,
      status_dictText: shelfText(row.status, ctx),
      price: row.price,
      currency: row.currency,
      sortNo: row.sortNo,
      version: row.version,
      createTime: row.createTime.toISOString(),
      updateTime: row.updateTime?.toISOString() ?? null,
    })),
    total?.total ?? 0,
  );
}

/** The whole product with its parts, both languages, as the edit form loads it. */
export async function getProductForm(
  ctx: RequestContext,
  id: string,
  db: Database = ctx.db,
): Promise<ProductForm> {
  const [product] = await db
    .select()
    .from(mallProduct)
    .where(and(eq(mallProduct.id, id), liveProduct(ctx.tenantId)));
  if (!product) throw new AppError(404, ErrorKey.notFound);
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
      .select()
      .from(mallProductPart)
      .where(eq(mallProductPart.productId, id))
      .orderBy(asc(mallProductPart.sortNo), asc(mallProductPart.id)),
  ]);
  const partInput = (part: (typeof parts)[number]): ProductPartInput => ({
    name: part.name,
    brand: part.brand,
    spec: part.spec,
    quantity: part.quantity,
    productId: part.partProductId,
  });
  return {
    id: product.id,
    version: product.version,
    categoryId: product.categoryId,
    code: product.code,
    name: product.name,
    model: product.model,
    brand: product.brand,
    images: product.images,
    imageUrls: product.images.map(productImageUrl),
    hot: product.hot,
    recommend: product.recommend,
    status: product.status === ShelfStatus.onShelf ? ShelfStatus.onShelf : ShelfStatus.offShelf,
    sortNo: product.sortNo,
    scenario: product.scenario,
    features: product.features,
    styles: styles.map((style) => ({
      id: style.id,
      name: style.name,
      spec: style.spec,
      unit: style.unit,
      price: style.price,
      currency: style.currency,
      status: style.status === ShelfStatus.onShelf ? ShelfStatus.onShelf : ShelfStatus.offShelf,
    })),
    parameters: parameters.map((parameter) => ({
      name: parameter.name,
      value: parameter.value,
      sort: parameter.sort,
    })),
    resources: resources.map((resource) => ({
      id: resource.id,
      title: resource.title,
      date: resource.date,
      version: resource.version,
      comment: resource.comment,
      file: resource.file as ProductForm['resources'][number]['file'],
      fileName: resource.fileName,
    })),
    accessories: parts.filter((part) => part.kind === PartKind.accessory).map(partInput),
    suites: parts.filter((part) => part.kind === PartKind.suite).map(partInput),
    createTime: product.createTime.toISOString(),
    updateTime: product.updateTime?.toISOString() ?? null,
  } as ProductForm;
}
