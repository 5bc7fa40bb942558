import { formatPrice, lineStandardPrice, sumPrices } from '@mall/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { CART_QUERY_KEY, DEMAND_QUERY_KEY, fetchCartLines, fetchProduct } from '../api/demand-api';
import type { ConfirmSource } from '../demand-rules';

/** One line of the confirm page, with the prices it will be submitted at. */
export interface ConfirmLine {
  key: string;
  productId: string;
  styleId: string;
  quantity: number;
  productName: string;
  styleName: string;
  spec: string;
  unitPrice: string;
  standardPrice: string;
  currency: string;
}

export interface ConfirmLines {
  lines: ConfirmLine[];
  /** Lines of the source that can no longer be ordered (taken down, gone): left out of the submit. */
  leftOut: string[];
  /** Products changed since the product page showed them: the lines show them as they are now. */
  changed: string[];
  /** Each product's version as shown, so that a product changed since answers 409 on submit. */
  productVersions: Record<string, number>;
  total: string;
  currency: string;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The lines to confirm, read fresh: the chosen cart lines as the cart shows them now, or the products and
 * styles submitted from a product page with their current prices.
 */
export function useConfirmLines(source: ConfirmSource | null): ConfirmLines {
  const cart = useQuery({
    queryKey: [...CART_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => fetchCartLines(signal),
    enabled: source?.kind === 'cart',
    staleTime: 0,
  });
  const productIds = source?.kind === 'items' ? [...new Set(source.items.map((item) => item.productId))] : [];
  const products = useQueries({
    queries: productIds.map((id) => ({
      queryKey: [...DEMAND_QUERY_KEY, 'product', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
      staleTime: 0,
    })),
  });

  const lines: ConfirmLine[] = [];
  const leftOut: string[] = [];
  const changed: string[] = [];
  const productVersions: Record<string, number> = {};
  if (source?.kind === 'cart' && cart.data) {
    for (const line of cart.data) {
      if (!source.cartItemIds.includes(line.id)) continue;
      if (
        line.state === 'takenDown' ||
        line.state === 'missing' ||
        line.state === 'styleUnavailable' ||
        line.unitPrice === null ||
        line.productVersion === null
      ) {
        leftOut.push(line.productName || line.sku);
        continue;
      }
      productVersions[line.productId] = line.productVersion;
      lines.push({
        key: line.id,
        productId: line.productId,
        styleId: line.styleId,
        quantity: line.quantity,
        productName: line.productName,
        styleName: line.styleName,
        spec: line.spec,
        unitPrice: line.unitPrice,
        standardPrice: line.standardPrice ?? formatPrice(lineStandardPrice(line.unitPrice, line.quantity)),
        currency: line.currency,
      });
    }
  }
  if (source?.kind === 'items' && products.every((query) => query.data)) {
    source.items.forEach((item, index) => {
      const product = products[productIds.indexOf(item.productId)]?.data;
      const style = product?.styles.find((candidate) => candidate.id === item.styleId);
      if (!product || !style || !product.onShelf || !style.onShelf) {
        leftOut.push(product?.name ?? item.productId);
        return;
      }
      // The buyer confirms the product as this page shows it now: its version is what the submit checks.
      productVersions[product.id] = product.version;
      if (item.version !== undefined && item.version !== product.version) changed.push(product.name);
      lines.push({
        key: `${item.productId}:${item.styleId}:${index}`,
        productId: product.id,
        styleId: style.id,
        quantity: item.quantity,
        productName: product.name,
        styleName: style.name,
        spec: style.spec,
        unitPrice: style.price,
        standardPrice: formatPrice(lineStandardPrice(style.price, item.quantity)),
        currency: style.currency,
      });
    });
  }

  const failed = source?.kind === 'cart' ? cart.error : products.find((query) => query.error)?.error;
  return {
    lines,
    leftOut,
    changed,
    productVersions,
    total: formatPrice(sumPrices(lines.map((line) => line.standardPrice))),
    currency: lines[0]?.currency ?? '',
    isPending: source?.kind === 'cart' ? cart.isPending : products.some((query) => query.isPending),
    error: failed ?? null,
    refetch: () => {
      void cart.refetch();
      products.forEach((query) => void query.refetch());
    },
  };
}
