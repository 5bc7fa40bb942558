import {
  ADJUSTMENT_PATTERN,
  DISCOUNT_RATE_PATTERN,
  MAX_LINE_QUANTITY,
  PRICE_PATTERN,
  PriceApplyStatus,
  actualPrice,
  comparePrices,
  formatPrice,
  type DemandRecord,
} from '@mall/shared';

/** The message keys (namespace demand, `error.*`) of refused price input. */
export type PriceProblem =
  | 'price'
  | 'expectedRequired'
  | 'expectedAboveZero'
  | 'expectedBelowTotal'
  | 'rate'
  | 'adjustment'
  | 'rateOrAdjustment'
  | 'negative';

/**
 * An expected price: required where asked for, at most 9 integer digits and 2 decimals, above 0 and below
 * `ceiling` (the order's total or current actual price). Answers the problem, or null when it is fine.
 */
export function expectedPriceProblem(raw: string, ceiling: string, required: boolean): PriceProblem | null {
  const text = raw.trim();
  if (text === '') return required ? 'expectedRequired' : null;
  if (!PRICE_PATTERN.test(text)) return 'price';
  if (comparePrices(text, 0) <= 0) return 'expectedAboveZero';
  if (comparePrices(text, ceiling) >= 0) return 'expectedBelowTotal';
  return null;
}

export type ModifyMode = 'byRate' | 'byPrice';

export interface ModifyInput {
  mode: ModifyMode;
  discountRate: string;
  adjustment: string;
  actualPrice: string;
}

/**
 * What sales' price change gives, for the live preview and the request: by rate and adjustment, actual =
 * standard × rate + adjustment (an empty rate keeps the order's rate, an empty adjustment keeps its
 * adjustment); by price, the new actual price itself. A result below 0 is refused.
 */
export function previewModify(
  record: Pick<DemandRecord, 'standardPrice' | 'discountRate' | 'adjustment'>,
  input: ModifyInput,
): { price: string; problem: null } | { price: null; problem: PriceProblem } {
  if (input.mode === 'byPrice') {
    const text = input.actualPrice.trim();
    if (!PRICE_PATTERN.test(text)) return { price: null, problem: 'price' };
    return { price: formatPrice(text), problem: null };
  }
  const rate = input.discountRate.trim();
  const adjustment = input.adjustment.trim();
  if (rate === '' && adjustment === '') return { price: null, problem: 'rateOrAdjustment' };
  if (rate !== '' && !DISCOUNT_RATE_PATTERN.test(rate)) return { price: null, problem: 'rate' };
  if (adjustment !== '' && !ADJUSTMENT_PATTERN.test(adjustment))
    return { price: null, problem: 'adjustment' };
  const result = actualPrice(
    record.standardPrice,
    rate === '' ? record.discountRate : rate,
    adjustment === '' ? record.adjustment : adjustment,
  );
  if (comparePrices(result, 0) < 0) return { price: null, problem: 'negative' };
  return { price: formatPrice(result), problem: null };
}

/** The fields of the modifyPrice request for the input (only what the chosen mode sends). */
export function modifyRequestFields(input: ModifyInput) {
  if (input.mode === 'byPrice') return { actualPrice: input.actualPrice.trim() };
  const rate = input.discountRate.trim();
  const adjustment = input.adjustment.trim();
  return {
    ...(rate === '' ? {} : { discountRate: rate }),
    ...(adjustment === '' ? {} : { adjustment }),
  };
}

/** The apply button reads "Re-apply" once the last application was refused. */
export function applyLabelKey(
  record: Pick<DemandRecord, 'approvalStatus'>,
): 'action.apply' | 'action.reapply' {
  return record.approvalStatus === PriceApplyStatus.rejected ? 'action.reapply' : 'action.apply';
}

export interface DirectItem {
  productId: string;
  styleId: string;
  quantity: number;
  /** The product's version the product page showed, when it says. */
  version?: number;
}

/** Where the confirm page's lines come from: cart lines, or products submitted straight from their page. */
export type ConfirmSource = { kind: 'cart'; cartItemIds: string[] } | { kind: 'items'; items: DirectItem[] };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads the confirm page's address: `?cartIds=a,b` (from the cart), `?productId&styleId&quantity&version`
 * (one line from a product page) or `?items=productId:styleId:quantity,…` (several). Anything malformed
 * answers null, and the page says there is nothing to submit.
 */
export function parseConfirmSource(search: URLSearchParams): ConfirmSource | null {
  const productId = search.get('productId');
  if (productId !== null) {
    const versionText = search.get('version');
    const single = parseConfirmSource(
      new URLSearchParams({
        items: `${productId}:${search.get('styleId') ?? ''}:${search.get('quantity') ?? ''}`,
      }),
    );
    if (!single || single.kind !== 'items' || !single.items[0]) return null;
    if (versionText === null) return single;
    if (!/^\d+$/.test(versionText)) return null;
    return { kind: 'items', items: [{ ...single.items[0], version: Number(versionText) }] };
  }
  const cartIds = search.get('cartIds');
  if (cartIds) {
    const ids = [...new Set(cartIds.split(',').filter(Boolean))];
    return ids.length > 0 && ids.every((id) => ID.test(id)) ? { kind: 'cart', cartItemIds: ids } : null;
  }
  const items = search.get('items');
  if (!items) return null;
  const parsed: DirectItem[] = [];
  for (const entry of items.split(',').filter(Boolean)) {
    const [productId = '', styleId = '', quantityText = ''] = entry.split(':');
    const quantity = Number(quantityText);
    if (!ID.test(productId) || !ID.test(styleId)) return null;
    if (!/^\d+$/.test(quantityText) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
    parsed.push({ productId, styleId, quantity });
  }
  return parsed.length > 0 ? { kind: 'items', items: parsed } : null;
}

/** The list's filters as the server takes them (DemandListQuery): the order time range becomes begin and end. */
export const DEMAND_FILTER_FIELDS = [
  'orderNo',
  'productName',
  'orderTimeBegin',
  'orderTimeEnd',
  'status',
  'customer',
  'memo',
] as const;

function dateText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.slice(0, 10) || undefined;
  if (value && typeof value === 'object' && 'format' in value && typeof value.format === 'function') {
    return String((value as { format: (pattern: string) => string }).format('YYYY-MM-DD'));
  }
  return undefined;
}

/**
 * The search form's field of the order time range. The form names a field by its column's key, so the
 * column and demandFiltersOf must use this one name.
 */
export const ORDER_TIME_RANGE_FIELD = 'orderTimeRange';

/** The search form's values → the list filters: the order time range `[begin, end]` becomes orderTimeBegin/orderTimeEnd. */
export function demandFiltersOf(values: Record<string, unknown>): Record<string, unknown> {
  const { [ORDER_TIME_RANGE_FIELD]: orderTime, ...rest } = values;
  if (!Array.isArray(orderTime)) return rest;
  return { ...rest, orderTimeBegin: dateText(orderTime[0]), orderTimeEnd: dateText(orderTime[1]) };
}
