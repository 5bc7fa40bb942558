import {
  type ProductAddRequest,
  type ProductEditRequest,
  type ProductForm,
  type ProductRecord,
} from '@mall/shared';
import type { EntityService } from '#platform/admin-kit';
import type { FileStorage } from '#platform/files/storage';
import { importProducts } from './product-import';
import { addProduct, deleteProducts, editProduct } from './product-writes';
import { getProductForm, listProducts } from './products';

/**
 * The products on the admin kit. Written by hand, not by tableService: a product is saved with its
 * styles, parameters, resources and parts in one versioned change, its styles keep their ids across
 * edits (carts and orders refer to them), and a delete only marks it.
 */
export function productService(
  files: FileStorage,
): EntityService<ProductRecord, ProductAddRequest, ProductEditRequest, ProductForm> {
  return {
    list: (ctx, query) => listProducts(ctx, query),
    get: (ctx, id) => getProductForm(ctx, id),
    add: (ctx, body) => addProduct(ctx, files, body),
    edit: (ctx, body) => editProduct(ctx, files, body),
    remove: deleteProducts,
    importBatch: importProducts,
    async exportRecords(ctx, query, page) {
      const { records } = await listProducts(ctx, query, { page });
      // A product never edited was last updated when it was created.
      return records.map((record) => ({ ...record, updateTime: record.updateTime ?? record.createTime }));
    },
  };
}
