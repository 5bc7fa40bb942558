import type { BomAdd, BomPreviewResult, BomSearchResult, CartCountResult } from '@mall/shared';
import { http, type UploadProgress } from '../../../lib/http';

/** POST /mall/cart/bom/preview: the parts list matched to the catalogue; nothing is saved. */
export function previewBom(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<BomPreviewResult> {
  return http.upload<BomPreviewResult>('/mall/cart/bom/preview', file, {
    silent: true,
    ...(onProgress ? { onProgress } : {}),
  });
}

/** POST /mall/cart/bom/add: the accepted lines into the cart, all or none. */
export function addBomLines(body: BomAdd): Promise<CartCountResult> {
  return http.post<CartCountResult>('/mall/cart/bom/add', body, { silent: true });
}

/** GET /mall/cart/bom/template: the empty parts list, headers in the current language. */
export function downloadBomTemplate(): Promise<Blob> {
  return http.download('/mall/cart/bom/template');
}

/** GET /mall/cart/bom/search: products of the catalogue, with their styles, for a line to be resolved. */
export function searchBomProducts(keyword: string, signal?: AbortSignal): Promise<BomSearchResult> {
  return http.get<BomSearchResult>('/mall/cart/bom/search', { keyword }, { silent: true, signal });
}
