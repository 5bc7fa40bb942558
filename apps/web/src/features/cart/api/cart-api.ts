import type { CartEdit, CartItem, ProductDetail } from '@mall/shared';
import { http } from '../../../lib/http';

/**
 * Every cart query lives under this key, the header's line count included: whatever changes the cart
 * invalidates it, and the count refreshes with the list.
 */
export const CART_QUERY_KEY = ['mall', 'cart'] as const;
export const CART_LIST_QUERY_KEY = [...CART_QUERY_KEY, 'list'] as const;

/** GET /mall/cart/list: the buyer's lines, each with its product as it is now. The page reports failures. */
export function fetchCart(signal?: AbortSignal): Promise<CartItem[]> {
  return http.get<CartItem[]>('/mall/cart/list', undefined, { silent: true, signal });
}

/** PUT /mall/cart/edit: a line's style and quantity, against the line's version as read. */
export function editCartLine(body: CartEdit): Promise<unknown> {
  return http.put('/mall/cart/edit', body, { silent: true });
}

/** DELETE /mall/cart/deleteBatch?ids=a,b */
export function deleteCartLines(ids: readonly string[]): Promise<unknown> {
  return http.delete('/mall/cart/deleteBatch', { ids }, { silent: true });
}

/** GET /mall/product/detail?id: the product's styles to choose from. */
export function fetchProductStyles(productId: string, signal?: AbortSignal) {
  return http
    .get<ProductDetail>('/mall/product/detail', { id: productId }, { silent: true, signal })
    .then((product) => product.styles);
}
