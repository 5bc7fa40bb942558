import { describe, expect, it } from 'vitest';
import { confirmPathForProduct, initialStyleId, purchaseProblem } from './purchase';

const style = (id: string, onShelf = true) => ({
  id,
  name: id,
  spec: '',
  unit: 'pcs',
  price: '1.00',
  currency: 'USD',
  onShelf,
});
const product = { onShelf: true, styles: [style('s1'), style('s2'), style('off', false)] };

describe('purchaseProblem', () => {
  it('accepts a style on the shelves and a whole quantity from 1', () => {
    expect(purchaseProblem(product, 's1', '1')).toBeNull();
    expect(purchaseProblem(product, 's2', ' 999999 ')).toBeNull();
  });

  it('asks for a style when none, an unknown one or one taken down is chosen', () => {
    expect(purchaseProblem(product, undefined, '1')).toBe('detail.chooseStyle');
    expect(purchaseProblem(product, 'nope', '1')).toBe('detail.chooseStyle');
    expect(purchaseProblem(product, 'off', '1')).toBe('detail.chooseStyle');
  });

  it('refuses a quantity it would otherwise have to correct, as the cart does', () => {
    for (const quantity of ['0', '-1', '1.5', '1e3', '99999999999', '1000000', 'abc'])
      expect(purchaseProblem(product, 's1', quantity)).toBe('detail.badQuantity');
    expect(purchaseProblem(product, 's1', '  ')).toBe('detail.quantityEmpty');
  });

  it('refuses everything for a product taken off the shelves', () => {
    expect(purchaseProblem({ ...product, onShelf: false }, 's1', '1')).toBe('detail.offShelf');
  });
});

describe('initialStyleId', () => {
  it('chooses the only style on the shelves, else none', () => {
    expect(initialStyleId({ styles: [style('a'), style('b', false)] })).toBe('a');
    expect(initialStyleId(product)).toBeUndefined();
  });
});

describe('confirmPathForProduct', () => {
  it('carries the line and the version the page showed', () => {
    expect(confirmPathForProduct({ productId: 'p 1', styleId: 's', quantity: 3, version: 7 })).toBe(
      '/mall/demandConfirm?productId=p+1&styleId=s&quantity=3&version=7',
    );
  });
});
