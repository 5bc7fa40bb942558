import { describe, expect, it } from 'vitest';
import {
  applyLabelKey,
  demandFiltersOf,
  ORDER_TIME_RANGE_FIELD,
  expectedPriceProblem,
  modifyRequestFields,
  parseConfirmSource,
  previewModify,
  type ModifyInput,
} from './demand-rules';

describe('expectedPriceProblem', () => {
  it('accepts a price below the total', () => {
    expect(expectedPriceProblem('99.99', '100.00', true)).toBeNull();
  });

  it('may be left empty unless required', () => {
    expect(expectedPriceProblem('', '100.00', false)).toBeNull();
    expect(expectedPriceProblem(' ', '100.00', true)).toBe('expectedRequired');
  });

  it.each(['1234567890', '1.234', '-5', 'abc'])('refuses %s as a price', (raw) => {
    expect(expectedPriceProblem(raw, '9999999999', false)).toBe('price');
  });

  it.each(['0', '0.00', ' 0.0 '])('says %s must be above zero, not that its format is wrong', (raw) => {
    expect(expectedPriceProblem(raw, '100.00', true)).toBe('expectedAboveZero');
  });

  it('refuses a price equal to or above the total', () => {
    expect(expectedPriceProblem('100', '100.00', false)).toBe('expectedBelowTotal');
    expect(expectedPriceProblem('100.01', '100.00', false)).toBe('expectedBelowTotal');
  });
});

describe('previewModify', () => {
  const order = { standardPrice: '1000.00', discountRate: '1', adjustment: '0' };
  const input = (change: Partial<ModifyInput>): ModifyInput => ({
    mode: 'byRate',
    discountRate: '',
    adjustment: '',
    actualPrice: '',
    ...change,
  });

  it('applies actual = standard × rate + adjustment', () => {
    expect(previewModify(order, input({ discountRate: '0.85', adjustment: '-20.5' }))).toEqual({
      price: '829.50',
      problem: null,
    });
  });

  it("keeps the order's rate or adjustment when one is left empty", () => {
    expect(previewModify({ ...order, adjustment: '10' }, input({ discountRate: '0.5' })).price).toBe(
      '510.00',
    );
    expect(previewModify({ ...order, discountRate: '0.9' }, input({ adjustment: '1' })).price).toBe('901.00');
  });

  it('rounds the product to 4 decimals before showing 2', () => {
    expect(previewModify({ ...order, standardPrice: '33.33' }, input({ discountRate: '0.3333' })).price).toBe(
      '11.11',
    );
  });

  it('refuses bad input and a negative result', () => {
    expect(previewModify(order, input({})).problem).toBe('rateOrAdjustment');
    expect(previewModify(order, input({ discountRate: '10' })).problem).toBe('rate');
    expect(previewModify(order, input({ adjustment: '1.234' })).problem).toBe('adjustment');
    expect(previewModify(order, input({ discountRate: '0.1', adjustment: '-200' })).problem).toBe('negative');
  });

  it('takes a new actual price as it is', () => {
    expect(previewModify(order, input({ mode: 'byPrice', actualPrice: '888.8' })).price).toBe('888.80');
    expect(previewModify(order, input({ mode: 'byPrice', actualPrice: '-1' })).problem).toBe('price');
  });

  it('sends only the fields of the chosen mode', () => {
    expect(modifyRequestFields(input({ discountRate: '0.9', actualPrice: '5' }))).toEqual({
      discountRate: '0.9',
    });
    expect(modifyRequestFields(input({ mode: 'byPrice', discountRate: '0.9', actualPrice: ' 5 ' }))).toEqual({
      actualPrice: '5',
    });
  });
});

it('labels the apply button Re-apply after a refusal', () => {
  expect(applyLabelKey({ approvalStatus: null })).toBe('action.apply');
  expect(applyLabelKey({ approvalStatus: 0 })).toBe('action.apply');
  expect(applyLabelKey({ approvalStatus: 2 })).toBe('action.reapply');
});

describe('parseConfirmSource', () => {
  const parse = (query: string) => parseConfirmSource(new URLSearchParams(query));

  it('reads cart line ids', () => {
    expect(parse('cartIds=a,b,a')).toEqual({ kind: 'cart', cartItemIds: ['a', 'b'] });
  });

  it('reads products submitted from their page', () => {
    expect(parse('items=p1:s1:2,p2:s2:1')).toEqual({
      kind: 'items',
      items: [
        { productId: 'p1', styleId: 's1', quantity: 2 },
        { productId: 'p2', styleId: 's2', quantity: 1 },
      ],
    });
  });

  it("reads the product page's single line with the version it showed", () => {
    expect(parse('productId=p1&styleId=s1&quantity=3&version=7')).toEqual({
      kind: 'items',
      items: [{ productId: 'p1', styleId: 's1', quantity: 3, version: 7 }],
    });
    expect(parse('productId=p1&styleId=s1&quantity=3')).toEqual({
      kind: 'items',
      items: [{ productId: 'p1', styleId: 's1', quantity: 3 }],
    });
  });

  it.each([
    'productId=p1&styleId=s1&quantity=0',
    'productId=p1&quantity=1',
    'productId=p1&styleId=s&quantity=1&version=x',
  ])('answers null for the bad single line %s', (query) => {
    expect(parse(query)).toBeNull();
  });

  it.each(['', 'items=p1:s1:0', 'items=p1:s1:1.5', 'items=p1::2', 'cartIds=a%20b', 'items=p1:s1'])(
    'answers null for %s',
    (query) => {
      expect(parse(query)).toBeNull();
    },
  );
});

describe('demandFiltersOf', () => {
  it('splits the order time range into begin and end dates', () => {
    expect(
      demandFiltersOf({ orderNo: 'D1', [ORDER_TIME_RANGE_FIELD]: ['2026-01-02', '2026-01-31 00:00:00'] }),
    ).toEqual({
      orderNo: 'D1',
      orderTimeBegin: '2026-01-02',
      orderTimeEnd: '2026-01-31',
    });
  });

  it('formats date objects and leaves other filters alone', () => {
    const day = { format: () => '2026-03-04' };
    expect(demandFiltersOf({ [ORDER_TIME_RANGE_FIELD]: [day, day], status: 0 })).toEqual({
      status: 0,
      orderTimeBegin: '2026-03-04',
      orderTimeEnd: '2026-03-04',
    });
    expect(demandFiltersOf({ memo: 'x' })).toEqual({ memo: 'x' });
  });
});
