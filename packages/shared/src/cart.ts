import { z } from 'zod';
import { MAX_LINE_QUANTITY, QUANTITY_INVALID_KEY } from './mall-limits';

/**
 * A line quantity: a whole number from 1 to MAX_LINE_QUANTITY, as a JSON number or as digits in a string
 * (forms send "3"). Anything else — true, "1e3", 2.5, an out-of-range number — is refused with
 * 'Please enter the correct quantity', never converted or clamped.
 */
export const lineQuantitySchema = z
  .union([z.number(), z.string()], { error: QUANTITY_INVALID_KEY })
  .transform((value, context) => {
    const quantity = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
    if (
      typeof quantity === 'number' &&
      Number.isInteger(quantity) &&
      quantity >= 1 &&
      quantity <= MAX_LINE_QUANTITY
    ) {
      return quantity;
    }
    context.addIssue({ code: 'custom', message: QUANTITY_INVALID_KEY });
    return z.NEVER;
  });

/** POST /mall/cart/add: the same product style already in the cart gets the quantity added to its line. */
export const cartAddSchema = z.strictObject({
  productId: z.string().min(1).max(64),
  styleId: z.string().min(1).max(64),
  quantity: lineQuantitySchema,
});
export type CartAdd = z.infer<typeof cartAddSchema>;

/** PUT /mall/cart/edit: change a line's style or quantity; `version` is the line's version as read. */
export const cartEditSchema = z.strictObject({
  id: z.string().min(1).max(64),
  styleId: z.string().min(1).max(64),
  quantity: lineQuantitySchema,
  version: z.number().int().min(0),
});
export type CartEdit = z.infer<typeof cartEditSchema>;

/** DELETE /mall/cart/deleteBatch?ids=a,b,c */
export const cartIdsQuerySchema = z.strictObject({
  ids: z
    .string()
    .min(1)
    .max(8_000)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().min(1).max(64)).min(1).max(200)),
  _t: z.string().optional(),
});

/**
 * Where a cart line's product stands now compared with when it was added:
 * `current` unchanged, `changed` edited since (price, name, styles... — the product's version moved on),
 * `takenDown` off the shelves, `missing` deleted from the catalogue, `styleUnavailable` the product can
 * still be ordered but the line's style is off the shelves or gone (another style must be chosen).
 */
export const CART_LINE_STATES = ['current', 'changed', 'takenDown', 'missing', 'styleUnavailable'] as const;
export const cartLineStateSchema = z.enum(CART_LINE_STATES);
export type CartLineState = z.infer<typeof cartLineStateSchema>;

/** One cart line as GET /mall/cart/list shows it: the product as it is now. */
export const cartItemSchema = z.object({
  id: z.string(),
  /** The line's own optimistic-lock version (send it back with /mall/cart/edit). */
  version: z.number().int(),
  productId: z.string(),
  styleId: z.string(),
  quantity: z.number().int(),
  /** The product's version when the line was added or last edited. */
  addedProductVersion: z.number().int(),
  /** The product's version now (send it with /mall/demand/submit); null when the product is gone. */
  productVersion: z.number().int().nullable(),
  state: cartLineStateSchema,
  /** Product name in the request's language ('' when the product is gone). */
  productName: z.string(),
  sku: z.string(),
  model: z.string(),
  brand: z.string(),
  /** Image path or URL of the product, null when it has none. */
  image: z.string().nullable(),
  /** The style's name in the request's language ('' when the style is gone). */
  styleName: z.string(),
  /** The style's specification text ('' when none). */
  spec: z.string(),
  /** Current unit price of the style, 2 decimals; null when the product or style is gone. */
  unitPrice: z.string().nullable(),
  /** unitPrice × quantity (4-decimal rule), shown with 2 decimals; null when unitPrice is. */
  standardPrice: z.string().nullable(),
  currency: z.string(),
  createTime: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartListResultSchema = z.array(cartItemSchema);
export const cartCountResultSchema = z.object({ count: z.number().int() });
export type CartCountResult = z.infer<typeof cartCountResultSchema>;
/**
 * POST /mall/cart/add: the cart's line count, the line's quantity now, and how many of those asked for were
 * added (fewer, or none, when the line reached MAX_LINE_QUANTITY).
 */
export const cartAddResultSchema = cartCountResultSchema.extend({
  quantity: z.number().int(),
  added: z.number().int(),
});
export type CartAddResult = z.infer<typeof cartAddResultSchema>;
export const cartBatchResultSchema = z.object({ count: z.number().int() });
