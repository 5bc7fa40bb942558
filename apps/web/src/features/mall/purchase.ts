import { MAX_LINE_QUANTITY, type CartAddResult, type ProductDetail } from '@mall/shared';
import { parseLineQuantity } from '../../lib/line-quantity';

/** The demand order confirmation page. */
export const DEMAND_CONFIRM_PATH = '/mall/demandConfirm';

/** Why the chosen style and quantity cannot be ordered, as a `mall` text key; null when they can. */
export type PurchaseProblem =
  'detail.offShelf' | 'detail.chooseStyle' | 'detail.badQuantity' | 'detail.quantityEmpty';

/** The problem with the chosen style and the typed quantity, checked by the cart's quantity rule. */
export function purchaseProblem(
  product: Pick<ProductDetail, 'onShelf' | 'styles'>,
  styleId: string | undefined,
  quantityText: string,
): PurchaseProblem | null {
  if (!product.onShelf) return 'detail.offShelf';
  const style = product.styles.find((candidate) => candidate.id === styleId);
  if (!style || !style.onShelf) return 'detail.chooseStyle';
  const quantity = parseLineQuantity(quantityText);
  if ('problem' in quantity)
    return quantity.problem === 'quantityEmpty' ? 'detail.quantityEmpty' : 'detail.badQuantity';
  return null;
}

/**
 * What the buyer is told after an add, as a `mall` text key with its values: all added, only some (the line
 * reached the largest line quantity), or none (the line was already at it).
 */
export function addedNotice(
  asked: number,
  answer: Pick<CartAddResult, 'added' | 'quantity'>,
): {
  level: 'success' | 'warning';
  key: 'detail.added' | 'detail.addedPartly' | 'detail.atMaximum';
  values: Record<string, number>;
} {
  const values = { added: answer.added, asked, max: MAX_LINE_QUANTITY };
  if (answer.added >= asked) return { level: 'success', key: 'detail.added', values };
  return { level: 'warning', key: answer.added > 0 ? 'detail.addedPartly' : 'detail.atMaximum', values };
}

/** The style chosen when the page opens: the only one on the shelves, else none (the buyer picks). */
export function initialStyleId(product: Pick<ProductDetail, 'styles'>): string | undefined {
  const orderable = product.styles.filter((style) => style.onShelf);
  return orderable.length === 1 ? orderable[0]?.id : undefined;
}

/**
 * The demand confirmation for one line straight from the product page (without the cart): product, style,
 * quantity and the product version the page showed, so a product changed since is noticed on submit.
 */
export function confirmPathForProduct(line: {
  productId: string;
  styleId: string;
  quantity: number;
  version: number;
}): string {
  const query = new URLSearchParams({
    productId: line.productId,
    styleId: line.styleId,
    quantity: String(line.quantity),
    version: String(line.version),
  });
  return `${DEMAND_CONFIRM_PATH}?${query.toString()}`;
}
