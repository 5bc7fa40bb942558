import {
  DemandErrorKey,
  ErrorKey,
  MAX_LINE_QUANTITY,
  mergedLineQuantity,
  ShelfStatus,
  formatPrice,
  lineStandardPrice,
  pickLocalized,
  type CartEdit,
  type CartItem,
  type CartLineState,
} from '@mall/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { isOrderable, productsByIds, stylesByIds, stylesWithProducts } from '../catalogue/queries';
import { productImageUrl } from '../catalogue/service';
import { mallCartItem } from './schema';

/** The caller's own cart lines in the caller's tenant: the one scope of every cart query. */
function ownLines(ctx: Pick<RequestContext, 'tenantId' | 'user'>) {
  return and(inTenant(mallCartItem.tenantId, ctx.tenantId), eq(mallCartItem.userId, ctx.user.id));
}

/**
 * A product style that may be ordered now: the product is the tenant's, not deleted and on the shelves,
 * and so is the style. A missing product or style is a 404; one taken down is a 409.
 */
export async function orderableStyle(db: Database, tenantId: string, productId: string, styleId: string) {
  const row = (await stylesWithProducts(db, tenantId, [styleId])).get(styleId);
  // A style of another product than the one named is as unknown as a missing one.
  if (!row || row.productId !== productId) throw new AppError(404, ErrorKey.notFound);
  if (!isOrderable(row)) throw new AppError(409, DemandErrorKey.productTakenDown);
  return row;
}

/** GET /mall/cart/list: the caller's lines, oldest first, each with its product as it is now. */
export async function listCart(ctx: RequestContext): Promise<CartItem[]> {
  const lines = await ctx.db
    .select()
    .from(mallCartItem)
    .where(ownLines(ctx))
    .orderBy(asc(mallCartItem.createTime), asc(mallCartItem.id));
  const [products, styles] = await Promise.all([
    productsByIds(
      ctx.db,
      ctx.tenantId,
      lines.map((line) => line.productId),
    ),
    stylesByIds(
      ctx.db,
      ctx.tenantId,
      lines.map((line) => line.styleId),
    ),
  ]);

  return lines.map((line) => {
    const product = products.get(line.productId);
    const found = styles.get(line.styleId);
    // A style of another product than the line's is no style of it.
    const style = found?.productId === line.productId ? found : undefined;
    const gone = !product || product.delFlag;
    const takenDown = !gone && product.status !== ShelfStatus.onShelf;
    const styleUnavailable = !style || style.delFlag || style.status !== ShelfStatus.onShelf;
    // A line's state: gone beats taken down beats a style that cannot be ordered (the buyer picks
    // another) beats changed (the product's version moved on since it was added).
    const state: CartLineState = gone
      ? 'missing'
      : takenDown
        ? 'takenDown'
        : styleUnavailable
          ? 'styleUnavailable'
          : product.version !== line.productVersion
            ? 'changed'
            : 'current';
    const unitPrice = style && !gone ? formatPrice(style.price) : null;
    const image = product?.images[0];
    return {
      id: line.id,
      version: line.version,
      productId: line.productId,
      styleId: line.styleId,
      quantity: line.quantity,
      addedProductVersion: line.productVersion,
      productVersion: gone ? null : product.version,
      state,
      productName: product ? pickLocalized(product.name, ctx.locale) : '',
      sku: product?.code ?? '',
      model: product?.model ?? '',
      brand: product?.brand ?? '',
      image: image ? productImageUrl(image) : null,
      styleName: style ? pickLocalized(style.name, ctx.locale) : '',
      spec: style?.spec ?? '',
      unitPrice,
      standardPrice: unitPrice === null ? null : formatPrice(lineStandardPrice(unitPrice, line.quantity)),
      currency: style?.currency ?? '',
      createTime: line.createTime.toISOString(),
    };
  });
}

/** GET /mall/cart/count: how many lines the caller's cart holds. */
export async function countCart(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db.select({ count: count() }).from(mallCartItem).where(ownLines(ctx));
  return row?.count ?? 0;
}

export interface CartLineInput {
  productId: string;
  styleId: string;
  quantity: number;
}

/** A cart line after an add: its id, its quantity now, and how many were added to it. */
export interface AddedCartLine {
  id: string;
  quantity: number;
  added: number;
}

/**
 * Puts lines into the caller's cart, all or none: every style must be orderable (the same rules as
 * orderableStyle, checked in one read); the same style merges into its existing line (quantities add up,
 * capped at the largest line quantity) and the line takes the product's current version.
 * Runs in the caller's transaction when there is one. Answers the cart lines, in input order: each with its
 * quantity now and how many were added to it (the lines of one style share these).
 */
export async function addToCart(ctx: RequestContext, lines: CartLineInput[]): Promise<AddedCartLine[]> {
  return inTransaction(ctx, async (tx) => {
    const found = await stylesWithProducts(
      tx,
      ctx.tenantId,
      lines.map((line) => line.styleId),
    );
    // One row per style: the input's lines of one style add up before they meet the cart's.
    const rows = new Map<string, typeof mallCartItem.$inferInsert>();
    for (const line of lines) {
      const style = found.get(line.styleId);
      // A style of another product than the one named is as unknown as a missing one.
      if (!style || style.productId !== line.productId) throw new AppError(404, ErrorKey.notFound);
      if (!isOrderable(style)) throw new AppError(409, DemandErrorKey.productTakenDown);
      const known = rows.get(line.styleId);
      if (known) known.quantity = mergedLineQuantity(known.quantity, line.quantity);
      else
        rows.set(line.styleId, {
          id: newId(),
          tenantId: ctx.tenantId,
          userId: ctx.user.id,
          productId: line.productId,
          styleId: line.styleId,
          quantity: line.quantity,
          productVersion: style.productVersion,
          createBy: ctx.user.id,
        });
    }
    if (rows.size === 0) return [];
    // The caller's lines of these styles as they are before the add (locked until it commits).
    const before = await tx
      .select({ styleId: mallCartItem.styleId, quantity: mallCartItem.quantity })
      .from(mallCartItem)
      .where(and(ownLines(ctx), inArray(mallCartItem.styleId, [...rows.keys()])))
      .orderBy(mallCartItem.styleId)
      .for('update');
    const quantityBefore = new Map(before.map((row) => [row.styleId, row.quantity]));
    // Rows in style order, so that two concurrent adds lock the caller's lines in the same order.
    const saved = await tx
      .insert(mallCartItem)
      .values([...rows.values()].sort((a, b) => (a.styleId < b.styleId ? -1 : 1)))
      .onConflictDoUpdate({
        target: [mallCartItem.tenantId, mallCartItem.userId, mallCartItem.styleId],
        set: {
          // mergedLineQuantity, on the row as the insert meets it.
          quantity: sql`least(${mallCartItem.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
          productVersion: sql`excluded.product_version`,
          version: sql`${mallCartItem.version} + 1`,
          updateBy: ctx.user.id,
          updateTime: sql`now()`,
        },
      })
      .returning({ id: mallCartItem.id, styleId: mallCartItem.styleId, quantity: mallCartItem.quantity });
    const byStyle = new Map(
      saved.map((row): [string, AddedCartLine] => [
        row.styleId,
        { id: row.id, quantity: row.quantity, added: row.quantity - (quantityBefore.get(row.styleId) ?? 0) },
      ]),
    );
    return lines.map((line) => byStyle.get(line.styleId)!);
  });
}

/**
 * PUT /mall/cart/edit: another style of the same product or another quantity. The line's version must
 * still be the one read (else 409 cartChanged). A style already on another line merges the two: that line
 * keeps its place and gets both quantities, this one goes; a sum above the largest line quantity is refused.
 */
export async function editCart(ctx: RequestContext, edit: CartEdit): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [line] = await tx
      .select()
      .from(mallCartItem)
      .where(and(ownLines(ctx), eq(mallCartItem.id, edit.id)))
      .limit(1);
    if (!line) throw new AppError(409, DemandErrorKey.cartChanged);
    const style = await orderableStyle(tx, ctx.tenantId, line.productId, edit.styleId);
    if (edit.styleId !== line.styleId) {
      const [other] = await tx
        .select({ id: mallCartItem.id, quantity: mallCartItem.quantity })
        .from(mallCartItem)
        .where(and(ownLines(ctx), eq(mallCartItem.styleId, edit.styleId)))
        .limit(1)
        .for('update');
      if (other) {
        const quantity = other.quantity + edit.quantity;
        if (quantity > MAX_LINE_QUANTITY) {
          throw new AppError(400, DemandErrorKey.lineQuantityTooLarge);
        }
        const removed = await tx
          .delete(mallCartItem)
          .where(and(ownLines(ctx), eq(mallCartItem.id, edit.id), eq(mallCartItem.version, edit.version)))
          .returning({ id: mallCartItem.id });
        if (removed.length === 0) throw new AppError(409, DemandErrorKey.cartChanged);
        await tx
          .update(mallCartItem)
          .set({
            quantity,
            productVersion: style.productVersion,
            version: sql`${mallCartItem.version} + 1`,
            updateBy: ctx.user.id,
            updateTime: sql`now()`,
          })
          .where(and(ownLines(ctx), eq(mallCartItem.id, other.id)));
        return;
      }
    }
    const updated = await tx
      .update(mallCartItem)
      .set({
        styleId: edit.styleId,
        quantity: edit.quantity,
        productVersion: style.productVersion,
        version: sql`${mallCartItem.version} + 1`,
        updateBy: ctx.user.id,
        updateTime: sql`now()`,
      })
      .where(and(ownLines(ctx), eq(mallCartItem.id, edit.id), eq(mallCartItem.version, edit.version)))
      .returning({ id: mallCartItem.id });
    if (updated.length === 0) throw new AppError(409, DemandErrorKey.cartChanged);
  });
}

/** DELETE /mall/cart/deleteBatch: removes the caller's named lines; others' lines are never touched. */
export async function deleteCartLines(ctx: RequestContext, ids: string[]): Promise<number> {
  const deleted = await ctx.db
    .delete(mallCartItem)
    .where(and(ownLines(ctx), inArray(mallCartItem.id, ids)))
    .returning({ id: mallCartItem.id });
  return deleted.length;
}

/** The caller's cart lines with these ids (for a submit); a line that is gone is a 409 cartChanged. */
export async function cartLinesForSubmit(tx: Database, ctx: RequestContext, ids: string[]) {
  const unique = [...new Set(ids)];
  const lines = await tx
    .select()
    .from(mallCartItem)
    .where(and(ownLines(ctx), inArray(mallCartItem.id, unique)))
    .orderBy(asc(mallCartItem.createTime), asc(mallCartItem.id));
  if (lines.length !== unique.length) throw new AppError(409, DemandErrorKey.cartChanged);
  return lines;
}

/** Removes submitted lines in the submit's transaction; a line already gone (a concurrent submit) is a 409. */
export async function removeSubmittedLines(tx: Database, ctx: RequestContext, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const deleted = await tx
    .delete(mallCartItem)
    .where(and(ownLines(ctx), inArray(mallCartItem.id, unique)))
    .returning({ id: mallCartItem.id });
  if (deleted.length !== unique.length) throw new AppError(409, DemandErrorKey.cartChanged);
}
