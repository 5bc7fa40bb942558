import {
  DictCode,
  type CartAdd,
  type CartAddResult,
  type DictOption,
  type ProductDetail,
  type ProductSearchResult,
} from '@mall/shared';
import { http } from '../../../lib/http';
import type { MallSearchQuery } from '../search-params';

export const mallProductKeys = {
  search: (query: MallSearchQuery) => ['mall', 'product', 'search', query] as const,
  detail: (id: string) => ['mall', 'product', 'detail', id] as const,
  fieldDiy: ['mall', 'dict', DictCode.fieldDiy] as const,
};

/** GET /mall/product/search: one page of products on the shelves (the page shows its own error state). */
export function searchProducts(query: MallSearchQuery, signal?: AbortSignal): Promise<ProductSearchResult> {
  return http.get<ProductSearchResult>('/mall/product/search', { ...query }, { silent: true, signal });
}

/** GET /mall/product/detail?id: the product with its styles, tabs, parts and resources. */
export function fetchProductDetail(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return http.get<ProductDetail>('/mall/product/detail', { id }, { silent: true, signal });
}

/** GET /mall/product/resource/download?id: saves the resource's file (failures are notified). */
export function downloadResource(id: string, fileName: string): Promise<Blob> {
  return http.download('/mall/product/resource/download', { params: { id }, fileName });
}

/** The items of the field dictionary: per product field, its display name and whether it shows. */
export function fetchFieldDictionary(signal?: AbortSignal): Promise<DictOption[]> {
  return http.get<DictOption[]>(`/sys/dict/getDictItems/${DictCode.fieldDiy}`, undefined, {
    silent: true,
    signal,
  });
}

/** POST /mall/cart/add: adds the style in that quantity to the buyer's cart. */
export function addToCart(body: CartAdd): Promise<CartAddResult> {
  return http.post<CartAddResult>('/mall/cart/add', body);
}
