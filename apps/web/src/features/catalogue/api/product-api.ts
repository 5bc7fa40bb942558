import type {
  ProductAddRequest,
  ProductBatchResult,
  ProductEditRequest,
  ProductForm,
  ProductRecord,
  ProductShelfBatchRequest,
  StoredFilePath,
  UploadBiz,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

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

/** POST /sys/common/upload with its purpose; answers the stored path to send back with the product. */
export function uploadFile(file: File, biz: UploadBiz): Promise<StoredFilePath> {
  const body = new FormData();
  body.append('biz', biz);
  body.append('file', file, file.name);
  return http.post<StoredFilePath>('/sys/common/upload', body);
}
