/**
 * What other modules and the seed use of the catalogue. Cart and demand orders read products and styles
 * through queries.ts.
 */
export { searchProducts } from './mall-search';
export { liveProduct, productImageUrl } from './products';
export { productSearchTerms, type SearchableProduct } from './search-terms';
export { refreshSearchTerms } from './search-terms-refresh';
export { PartKind } from './schema';
