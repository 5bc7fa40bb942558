/**
 * What other modules and the seed use of the catalogue. Cart and demand orders read products and styles
 * through the tables in schema.ts: a product is orderable when it is not deleted (`del_flag`) and on the
 * shelves (`status` 1), and so is its style; `version` moves on with every change of the product.
 */
export { liveProduct, productImageUrl } from './products';
export { productSearchTerms, type SearchableProduct } from './search-terms';
export { refreshSearchTerms } from './search-terms-refresh';
export { PartKind } from './schema';
