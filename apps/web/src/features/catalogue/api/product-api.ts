import type {
  LotAddRequest,
  LotRecord,
  PageResult,
  ProductAddRequest,
  ProductBatchResult,
  ProductEditRequest,
  ProductForm,
  ProductRecord,
  ProductShelfBatchRequest,
  StoredFilePath,
  UploadBiz,
} from '@mall/shared';
import { http, type UploadProgress } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** The lots of one product shown at once. */
const LOT_PAGE_SIZE = 100;

/**
 * /catalogue/product: list (code, name, categoryId, status, hot, recommend; PRODUCT_SORT_COLUMNS), the whole
 * product by id for the form, add, edit (with the version read), delete. queryById answers the form shape.
 */
const crud = createCrudApi<ProductRecord, ProductAddRequest, ProductEditRequest>('/catalogue/product');
export const productApi = crud;

export function fetchProductForm(id: string, signal?: AbortSignal): Promise<ProductForm> {
  return http.get<ProductForm>('/catalogue/product/queryById', { id }, { signal });
}

/** PUT /catalogue/product/shelfBatch: puts products on (1) or takes them off (0) the shelves. */
export function shelfProducts(body: ProductShelfBatchRequest): Promise<ProductBatchResult> {
  return http.put<ProductBatchResult>('/catalogue/product/shelfBatch', body);
}

/**
 * POST /sys/common/upload with its purpose; answers the stored path to send back with the product. Silent:
 * the field that uploads says which file failed and why.
 */
export function uploadFile(
  file: File,
  biz: UploadBiz,
  onProgress?: (progress: UploadProgress) => void,
): Promise<StoredFilePath> {
  return http.upload<StoredFilePath>('/sys/common/upload', file, {
    fields: { biz },
    silent: true,
    onProgress,
  });
}

export const lotKeys = {
  all: ['/catalogue/lot'] as const,
  ofProduct: (productId: string) => ['/catalogue/lot', 'list', productId] as const,
};

/** GET /catalogue/lot/list: the production lots recorded on one product, newest first (up to 100). */
export function fetchProductLots(productId: string, signal?: AbortSignal): Promise<PageResult<LotRecord>> {
  return http.get<PageResult<LotRecord>>(
    '/catalogue/lot/list',
    { productId, pageSize: LOT_PAGE_SIZE, column: 'createTime', order: 'desc' },
    { signal },
  );
}

/** POST /catalogue/lot/add (silent: the form shows a taken lot number on its field). */
export function addLot(body: LotAddRequest): Promise<LotRecord> {
  return http.post<LotRecord>('/catalogue/lot/add', body, { silent: true });
}

/** DELETE /catalogue/lot/delete. */
export function deleteLot(id: string): Promise<unknown> {
  return http.delete('/catalogue/lot/delete', { id });
}
