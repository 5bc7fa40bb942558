/** What the mall home shows of a product (GET /mall/home). The catalogue issue extends this. */
export interface ProductCard {
  id: string;
  sku: string;
  name: string;
  model: string;
  brand: string;
  /** Decimal string, 2 places. */
  price: string;
  currency: string;
  categoryId: string;
}

export interface CategoryCard {
  id: string;
  name: string;
}

export interface MallHomeResult {
  hot: ProductCard[];
  recommend: ProductCard[];
  categories: CategoryCard[];
}
