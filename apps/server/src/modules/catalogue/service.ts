import { formatPrice, pickLocalized, type Locale, type MallHomeResult, type ProductCard } from '@mall/shared';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { inTenant } from '#platform/tenancy';
import { mallCategory, mallProduct } from './schema';

const HOME_LIST_SIZE = 8;

/** The mall home of a tenant: hot and recommended products and the top-level categories. */
export async function mallHome(db: Database, tenantId: string, locale: Locale): Promise<MallHomeResult> {
  const [hot, recommend, categories] = await Promise.all([
    productCards(db, locale, and(inTenant(mallProduct.tenantId, tenantId), eq(mallProduct.hot, true))),
    productCards(db, locale, and(inTenant(mallProduct.tenantId, tenantId), eq(mallProduct.recommend, true))),
    db
      .select({ id: mallCategory.id, name: mallCategory.name })
      .from(mallCategory)
      .where(and(inTenant(mallCategory.tenantId, tenantId), isNull(mallCategory.parentId)))
      .orderBy(asc(mallCategory.sortNo), asc(mallCategory.id)),
  ]);
  return {
    hot,
    recommend,
    categories: categories.map((category) => ({
      id: category.id,
      name: pickLocalized(category.name, locale),
    })),
  };
}

async function productCards(db: Database, locale: Locale, where: SQL | undefined): Promise<ProductCard[]> {
  const rows = await db
    .select({
      id: mallProduct.id,
      sku: mallProduct.sku,
      name: mallProduct.name,
      model: mallProduct.model,
      brand: mallProduct.brand,
      price: mallProduct.price,
      currency: mallProduct.currency,
      categoryId: mallProduct.categoryId,
    })
    .from(mallProduct)
    .where(where)
    .orderBy(asc(mallProduct.sortNo), asc(mallProduct.id))
    .limit(HOME_LIST_SIZE);
  return rows.map((row) => ({
    ...row,
    name: pickLocalized(row.name, locale),
    price: formatPrice(row.price),
  }));
}
