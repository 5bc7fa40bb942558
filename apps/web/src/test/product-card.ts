import type { ProductCard } from '@mall/shared';

/** A product card for tests: product `n` with an image and a price, changed by `overrides`. */
export function productCard(n: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: `p${n}`,
    code: `CODE-${n}`,
    name: `Product ${n}`,
    model: '',
    brand: '',
    image: `/img/${n}.png`,
    price: '1.00',
    currency: 'CNY',
    categoryId: 'c1',
    ...overrides,
  };
}
