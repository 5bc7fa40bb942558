import {
  API_BASE,
  ErrorKey,
  imageUrl,
  pickLocalized,
  ShelfStatus,
  type PageResult,
  type PRODUCT_SORT_COLUMNS,
  type ProductForm,
  type ProductPartInput,
  type ProductRecord,
  type productListQuerySchema,
} from '@mall/shared';
import { and, asc, count, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { escapeLike, planList, type ListSpec } from '#platform/http/list';
import { aliasInTenant, inTenant } from '#platform/tenancy';
import { sysCategory } from '../category/schema';
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
// build on (a live product of the tenant, a category's subtree).

export type ProductListParams = z.output<typeof productListQuerySchema> & Record<string, unknown>;

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

/** The ids of `categoryId` and all its descendants in the tenant (categories spell their path in `code`). */
export function categorySubtree(tenantId: string, categoryId: string): SQL {
  // Codes hold only letters and digits, so the parent's code is a safe LIKE prefix.
  return sql`(select c.id from ${sysCategory} c where ${aliasInTenant('c', tenantId)} and c.code like (
    select parent.code || '%' from ${sysCategory} parent
    where parent.id = ${categoryId} and ${aliasInTenant('parent', tenantId)}))`;
}

const sortColumns: Record<(typeof PRODUCT_SORT_COLUMNS)[number], AnyColumn> = {
  code: mallProduct.code,
  sortNo: mallProduct.sortNo,
  createTime: mallProduct.createTime,
  updateTime: mallProduct.updateTime,
};

const listSpec: ListSpec = {
  sortColumns,
  defaultSort: { column: mallProduct.createTime, order: 'desc' },
  tieBreaker: mallProduct.id,
  filters: {
    code: { column: mallProduct.code, match: 'like' },
    status: { column: mallProduct.status, match: 'eq' },
    hot: { column: mallProduct.hot, match: 'eq' },
    recommend: { column: mallProduct.recommend, match: 'eq' },
  },
};

/** The admin product list: whitelisted filters and sorts; name matches either language. */
export async function listProducts(
  ctx: RequestContext,
  query: ProductListParams,
): Promise<PageResult<ProductRecord>> {
  const { name, categoryId, ...rest } = query;
  const plan = planList(rest as ProductListParams, listSpec);
  const conditions: (SQL | undefined)[] = [liveProduct(ctx.tenantId), plan.where];
  const nameText = typeof name === 'string' ? name.replace(/^\*+|\*+$/g, '') : '';
  if (nameText) {
    const pattern = `%${escapeLike(nameText)}%`;
    conditions.push(
      or(ilike(sql`${mallProduct.name}->>'zh'`, pattern), ilike(sql`${mallProduct.name}->>'en'`, pattern)),
    );
  }
  if (typeof categoryId === 'string' && categoryId) {
    conditions.push(sql`${mallProduct.categoryId} in ${categorySubtree(ctx.tenantId, categoryId)}`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: mallProduct.id,
        categoryId: mallProduct.categoryId,
        categoryName: sysCategory.name,
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
      .leftJoin(sysCategory, eq(sysCategory.id, mallProduct.categoryId))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    ctx.db.select({ total: count() }).from(mallProduct).where(where),
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
