import type { CartItem } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { confirmPathForCart, needsStyle, parseQuantity, selectionTotal, splitSelection } from './cart-rules';

function line(id: string, state: CartItem['state'], standardPrice: string | null = '10.00'): CartItem {
  return {
    id,
    version: 0,
    productId: `p-${id}`,
    styleId: `s-${id}`,
    quantity: 1,
    addedProductVersion: 0,
    productVersion: state === 'missing' ? null : 0,
    state,
    productName: `Product ${id}`,
    sku: '',
    model: '',
    brand: '',
    image: null,
    styleName: 'Red',
    spec: '',
    unitPrice: standardPrice,
    standardPrice,
    currency: 'USD',
    createTime: '2026-01-01T00:00:00Z',
  };
}

describe('parseQuantity', () => {
  it('takes whole numbers from 1', () => {
    expect(parseQuantity(' 12 ')).toEqual({ quantity: 12 });
    expect(parseQuantity('1')).toEqual({ quantity: 1 });
  });

  it('refuses an empty quantity with its own message', () => {
    expect(parseQuantity('  ')).toEqual({ problem: 'quantityEmpty' });
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '9999999'])('refuses %s as not a correct quantity', (raw) => {
    expect(parseQuantity(raw)).toEqual({ problem: 'quantity' });
  });
});

describe('splitSelection', () => {
  const lines = [line('a', 'current'), line('b', 'takenDown'), line('c', 'changed'), line('d', 'missing')];

  it('sets the taken-down and missing lines of the selection apart', () => {
    const { orderable, takenDown } = splitSelection(lines, ['a', 'b', 'd']);
    expect(orderable.map((item) => item.id)).toEqual(['a']);
    expect(takenDown.map((item) => item.id)).toEqual(['b', 'd']);
  });

  it('keeps a line whose style is gone out of the taken-down dialog: it needs a style instead', () => {
    const withStyleGone = [...lines, line('e', 'styleUnavailable')];
    const { orderable, takenDown } = splitSelection(withStyleGone, ['e']);
    expect(orderable.map((item) => item.id)).toEqual(['e']);
    expect(takenDown).toEqual([]);
    expect(withStyleGone.filter(needsStyle).map((item) => item.id)).toEqual(['e']);
  });

  it('keeps changed lines orderable and ignores lines not selected', () => {
    const { orderable, takenDown } = splitSelection(lines, ['c']);
    expect(orderable.map((item) => item.id)).toEqual(['c']);
    expect(takenDown).toEqual([]);
  });
});

describe('selectionTotal', () => {
  it('adds the selected standard prices without float error', () => {
    const lines = [line('a', 'current', '0.10'), line('b', 'current', '0.20'), line('c', 'current', '5')];
    expect(selectionTotal(lines, ['a', 'b'])).toBe('0.3');
  });

  it('counts nothing for a line without a price', () => {
    expect(selectionTotal([line('a', 'missing', null)], ['a'])).toBe('0');
  });

  it('counts only lines that would be submitted: not those taken down or whose style is gone', () => {
    const lines = [
      line('a', 'current', '10.00'),
      line('b', 'takenDown', '20.00'),
      line('c', 'styleUnavailable', '40.00'),
      line('d', 'changed', '1.50'),
    ];
    expect(selectionTotal(lines, ['a', 'b', 'c', 'd'])).toBe('11.5');
  });
});

it('addresses the confirm page with the cart line ids', () => {
  expect(confirmPathForCart(['a', 'b'])).toBe('/mall/demandConfirm?cartIds=a,b');
});
