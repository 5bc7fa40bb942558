import {
  ShelfStatus,
  type LocalizedText,
  type ProductAddRequest,
  type ProductEditRequest,
  type ProductForm,
  type ProductShelfBatchRequest,
} from '@mall/shared';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import { inTransaction } from '#platform/db/transaction';
import { uniqueViolationOf } from '#platform/db/unique-violation';
import { updateVersioned } from '#platform/db/versioned-update';
import type { FileStorage } from '#platform/files/storage';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { sanitiseRichText } from '#platform/security/rich-text';
import { writeParts } from './product-parts';
import { assertReferences, refuse } from './product-references';
import { getProductForm, liveProduct } from './products';
import { mallProduct } from './schema';
import { productSearchTerms } from './search-terms';

// Product writes: add, edit (versioned), delete and shelve; each change moves the product's version on.

/** The product row's own columns, computed from the form: sanitised texts, search terms, lowest price. */
export function productColumns(body: ProductAddRequest) {
  const onShelf = body.styles.filter((style) => style.status === ShelfStatus.onShelf);
  const cheapest = onShelf.reduce<(typeof onShelf)[number] | undefined>(
    (best, style) => (best === undefined || Number(style.price) < Number(best.price) ? style : best),
    undefined,
  );
  const clean = (text: LocalizedText): LocalizedText => ({
    zh: sanitiseRichText(text.zh),
    en: sanitiseRichText(text.en),
  });
  return {
    categoryId: body.categoryId,
    code: body.code,
    name: body.name,
    model: body.model,
    brand: body.brand,
    images: body.images,
    hot: body.hot,
    recommend: body.recommend,
    status: body.status,
    sortNo: body.sortNo,
    scenario: clean(body.scenario),
    features: clean(body.features),
    price: cheapest?.price ?? null,
    currency: cheapest?.currency ?? body.styles[0]?.currency ?? '',
    searchTerms: productSearchTerms(body),
  };
}

/** A write that lost a race for a product code to another request. */
const codeRace = (error: unknown) => uniqueViolationOf(error) === 'mall_product_tenant_code_uq';

export async function addProduct(
  ctx: RequestContext,
  files: FileStorage,
  body: ProductAddRequest,
): Promise<ProductForm> {
  await assertReferences(ctx, files, body, null);
  const id = newId();
  try {
    return await inTransaction(ctx, async (tx) => {
      await tx.insert(mallProduct).values({
        id,
        tenantId: ctx.tenantId,
        ...productColumns(body),
        createBy: ctx.user.username,
      });
      await writeParts(ctx, tx, id, body, true);
      return getProductForm(ctx, id, tx);
    });
  } catch (error) {
    if (codeRace(error)) refuse(ctx, 'code', 'catalogue.codeTaken');
    throw error;
  }
}

/** Edits the product and its parts as one change; a version other than the stored one is a 409. */
export async function editProduct(
  ctx: RequestContext,
  files: FileStorage,
  body: ProductEditRequest,
): Promise<ProductForm> {
  const { id, version, ...fields } = body;
  await assertReferences(ctx, files, fields, id);
  try {
    return await inTransaction(ctx, async (tx) => {
      await updateVersioned(tx, mallProduct, {
        id,
        version,
        set: productColumns(fields),
        by: ctx.user.username,
        where: liveProduct(ctx.tenantId),
      });
      await writeParts(ctx, tx, id, fields, false);
      return getProductForm(ctx, id, tx);
    });
  } catch (error) {
    if (codeRace(error)) refuse(ctx, 'code', 'catalogue.codeTaken');
    // Someone changed the product since the form was loaded: "This product has been updated, please refresh".
    if (error instanceof AppError && error.status === 409) throw new AppError(409, 'catalogue.productStale');
    throw error;
  }
}

/** Every change moves the version on, so that carts and open forms notice it. */
function stamp(ctx: RequestContext) {
  return { version: sql`${mallProduct.version} + 1`, updateBy: ctx.user.username, updateTime: new Date() };
}

/**
 * Deletes products: they are marked and taken off the shelves, not removed, so that cart lines and
 * orders that name them still resolve (as gone). Their code becomes free again.
 */
export async function deleteProducts(ctx: RequestContext, ids: readonly string[]): Promise<number> {
  const rows = await ctx.db
    .update(mallProduct)
    .set({ delFlag: true, status: ShelfStatus.offShelf, ...stamp(ctx) })
    .where(and(inArray(mallProduct.id, [...ids]), liveProduct(ctx.tenantId)))
    .returning({ id: mallProduct.id });
  return rows.length;
}

export async function shelveProducts(ctx: RequestContext, body: ProductShelfBatchRequest): Promise<number> {
  const rows = await ctx.db
    .update(mallProduct)
    .set({ status: body.status, ...stamp(ctx) })
    .where(
      and(inArray(mallProduct.id, body.ids), liveProduct(ctx.tenantId), ne(mallProduct.status, body.status)),
    )
    .returning({ id: mallProduct.id });
  return rows.length;
}
