import {
  ErrorKey,
  MALL_HOME_LIST_SIZE,
  pickLocalized,
  ShelfStatus,
  type LocalizedText,
  type MallHomeResult,
  type ProductCard,
  type ProductDetail,
} from '@mall/shared';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { rowsOf } from '#platform/db/rows';
import { AppError } from '#platform/http/app-error';
import { aliasInTenant } from '#platform/tenancy';
import { categoryNameOf, categoryTree } from '../category/queries';
import { uploadTenants } from '../file/service';
import { liveProduct, productImageUrl } from './products';
import {
  mallProduct,
  mallProductParameter,
  mallProductPart,
  mallProductResource,
  mallProductStyle,
  PartKind,
} from './schema';

/** A row of a product list in the mall, before it is put in the request's language. */
export interface CardRow {
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

export function toCard(row: CardRow, locale: RequestContext['locale']): ProductCard {
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

export const CARD_COLUMNS = sql`p.id, p.code, p.name, p.model, p.brand, p.images[1] as image, p.price, p.currency, p.category_id`;

/** Products the buyer may see in lists: the tenant's, not deleted, on the shelves. */
export function onShelf(tenantId: string): SQL {
  return sql`${aliasInTenant('p', tenantId)} and p.del_flag = false and p.status = ${ShelfStatus.onShelf}`;
}

/** The mall home: hot and recommended products on the shelves, and the whole category tree. */
export async function mallHome({ db, tenantId, locale }: RequestContext): Promise<MallHomeResult> {
  const list = (flag: SQL) =>
    rowsOf<CardRow>(
      db,
      sql`select ${CARD_COLUMNS} from ${mallProduct} p where ${onShelf(tenantId)} and ${flag}
          order by p.sort_no, p.id limit ${MALL_HOME_LIST_SIZE}`,
    );
  const [hot, recommend, categories] = await Promise.all([
    list(sql`p.hot`),
    list(sql`p.recommend`),
    categoryTree(db, tenantId),
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

/** A product as the buyer's detail page shows it; one taken off the shelves says so, a deleted one is a 404. */
export async function productDetail(ctx: RequestContext, id: string): Promise<ProductDetail> {
  const { db, locale } = ctx;
  const [product] = await db
    .select({ product: mallProduct, categoryName: categoryNameOf(mallProduct.categoryId, ctx.tenantId) })
    .from(mallProduct)
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
          and ${aliasInTenant('l', ctx.tenantId)} and l.del_flag = false and l.status = ${ShelfStatus.onShelf})`,
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

/**
 * The stored file of a resource of a live product of the tenant, with the name to offer; never a file
 * uploaded in another tenant (a reference made before references were checked).
 */
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
  const uploadedIn = (await uploadTenants(ctx.db, [row.file])).get(row.file);
  if (uploadedIn !== undefined && uploadedIn !== ctx.tenantId) throw new AppError(404, ErrorKey.notFound);
  const extension = row.file.slice(row.file.lastIndexOf('.'));
  const fileName = row.fileName || `download${extension}`;
  return { path: row.file, fileName: fileName.endsWith(extension) ? fileName : `${fileName}${extension}` };
}
