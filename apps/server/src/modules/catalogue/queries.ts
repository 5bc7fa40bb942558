import { ShelfStatus, type LocalizedText } from '@mall/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { CatalogueCache } from './catalogue-cache';
import { mallProduct, mallProductStyle } from './schema';

/*
 * The catalogue module owns the product tables: carts and demand orders read products and styles only
 * through these named queries. A product or style is orderable when it is not deleted and on the
 * shelves; a product's `version` moves on with every change of it.
 */

/** A style with the product it belongs to, as carts and orders check and copy them. */
export interface StyleWithProduct {
  productId: string;
  productVersion: number;
  productStatus: number;
  productDeleted: boolean;
  productName: LocalizedText;
  code: string;
  model: string;
  brand: string;
  images: string[];
  styleId: string;
  styleStatus: number;
  styleDeleted: boolean;
  styleName: LocalizedText;
  spec: string;
  price: string;
  currency: string;
}

/** Whether the product and its style may be ordered now. */
export function isOrderable(row: StyleWithProduct): boolean {
  return (
    !row.productDeleted &&
    !row.styleDeleted &&
    row.productStatus === ShelfStatus.onShelf &&
    row.styleStatus === ShelfStatus.onShelf
  );
}

/** The tenant's styles `styleIds` (deleted or not) with their products, by style id. */
export async function stylesWithProducts(
  db: Database,
  tenantId: string,
  styleIds: readonly string[],
): Promise<Map<string, StyleWithProduct>> {
  if (styleIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      productId: mallProduct.id,
      productVersion: mallProduct.version,
      productStatus: mallProduct.status,
      productDeleted: mallProduct.delFlag,
      productName: mallProduct.name,
      code: mallProduct.code,
      model: mallProduct.model,
      brand: mallProduct.brand,
      images: mallProduct.images,
      styleId: mallProductStyle.id,
      styleStatus: mallProductStyle.status,
      styleDeleted: mallProductStyle.delFlag,
      styleName: mallProductStyle.name,
      spec: mallProductStyle.spec,
      price: mallProductStyle.price,
      currency: mallProductStyle.currency,
    })
    .from(mallProductStyle)
    .innerJoin(
      mallProduct,
      and(eq(mallProduct.id, mallProductStyle.productId), inTenant(mallProduct.tenantId, tenantId)),
    )
    .where(
      and(
        inTenant(mallProductStyle.tenantId, tenantId),
        inArray(mallProductStyle.id, [...new Set(styleIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.styleId, row]));
}

/** The tenant's products `productIds` (deleted or not) as a cart line shows them, by id. */
export async function productsByIds(db: Database, tenantId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: mallProduct.id,
      name: mallProduct.name,
      code: mallProduct.code,
      model: mallProduct.model,
      brand: mallProduct.brand,
      images: mallProduct.images,
      status: mallProduct.status,
      delFlag: mallProduct.delFlag,
      version: mallProduct.version,
    })
    .from(mallProduct)
    .where(and(inTenant(mallProduct.tenantId, tenantId), inArray(mallProduct.id, [...new Set(productIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The tenant's styles `styleIds` (deleted or not) as a cart line shows them, by id. */
export async function stylesByIds(db: Database, tenantId: string, styleIds: readonly string[]) {
  if (styleIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: mallProductStyle.id,
      productId: mallProductStyle.productId,
      name: mallProductStyle.name,
      spec: mallProductStyle.spec,
      price: mallProductStyle.price,
      currency: mallProductStyle.currency,
      status: mallProductStyle.status,
      delFlag: mallProductStyle.delFlag,
    })
    .from(mallProductStyle)
    .where(
      and(
        inTenant(mallProductStyle.tenantId, tenantId),
        inArray(mallProductStyle.id, [...new Set(styleIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The part numbers of a tenant's products that are not deleted: code and model, to match parts lists by. */
export interface ProductKey {
  id: string;
  code: string;
  model: string;
}

export async function productKeys(db: Database, tenantId: string): Promise<ProductKey[]> {
  return db
    .select({ id: mallProduct.id, code: mallProduct.code, model: mallProduct.model })
    .from(mallProduct)
    .where(and(inTenant(mallProduct.tenantId, tenantId), eq(mallProduct.delFlag, false)));
}

/** Tenants whose part-number indexes are kept (each holds a tenant's whole catalogue's part numbers). */
const partIndexes = new CatalogueCache(8);

/**
 * `build` made from the tenant's part numbers, kept while the catalogue does not change (any product write
 * moves the catalogue version on), so that parts lists are matched without reading them again.
 */
export function withProductKeys<T>(
  db: Database,
  tenantId: string,
  build: (keys: ProductKey[]) => T,
): Promise<T> {
  return partIndexes.read(db, tenantId, async () => build(await productKeys(db, tenantId)));
}

/** A product (not deleted) with its styles that are not deleted, in their order, as a parts list offers it. */
export interface ProductWithStyles {
  id: string;
  code: string;
  model: string;
  name: LocalizedText;
  status: number;
  styles: {
    id: string;
    name: LocalizedText;
    spec: string;
    price: string;
    currency: string;
    status: number;
  }[];
}

/** The tenant's products `productIds` that are not deleted, each with its styles, by id. */
export async function productsWithStyles(
  db: Database,
  tenantId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductWithStyles>> {
  if (productIds.length === 0) return new Map<string, never>();
  const ids = [...new Set(productIds)];
  const [products, styles] = await Promise.all([
    db
      .select({
        id: mallProduct.id,
        code: mallProduct.code,
        model: mallProduct.model,
        name: mallProduct.name,
        status: mallProduct.status,
      })
      .from(mallProduct)
      .where(
        and(
          inTenant(mallProduct.tenantId, tenantId),
          eq(mallProduct.delFlag, false),
          inArray(mallProduct.id, ids),
        ),
      ),
    db
      .select({
        id: mallProductStyle.id,
        productId: mallProductStyle.productId,
        name: mallProductStyle.name,
        spec: mallProductStyle.spec,
        price: mallProductStyle.price,
        currency: mallProductStyle.currency,
        status: mallProductStyle.status,
      })
      .from(mallProductStyle)
      .where(
        and(
          inTenant(mallProductStyle.tenantId, tenantId),
          eq(mallProductStyle.delFlag, false),
          inArray(mallProductStyle.productId, ids),
        ),
      )
      .orderBy(asc(mallProductStyle.sortNo), asc(mallProductStyle.id)),
  ]);
  const byId = new Map<string, ProductWithStyles>(
    products.map((product) => [product.id, { ...product, styles: [] }]),
  );
  for (const { productId, ...style } of styles) byId.get(productId)?.styles.push(style);
  return byId;
}
