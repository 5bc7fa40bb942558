import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';

/** The query key of the header's cart count: whatever changes the cart invalidates it. */
export const CART_COUNT_QUERY_KEY = ['mall', 'cart', 'count'] as const;

/** The count in the answer of GET /mall/cart/count (a number, or an object carrying `count`). */
export function cartCountOf(result: unknown): number {
  const value =
    typeof result === 'number'
      ? result
      : typeof result === 'object' && result !== null && 'count' in result
        ? Number((result as { count: unknown }).count)
        : 0;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The number of lines in the signed-in buyer's cart, for the header badge. Without a session, or when the
 * count cannot be read, it is 0 (and the badge stays hidden); the header never reports that failure.
 */
export function useCartCount(): number {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const count = useQuery({
    queryKey: CART_COUNT_QUERY_KEY,
    queryFn: async ({ signal }) =>
      cartCountOf(await http.get<unknown>('/mall/cart/count', undefined, { silent: true, signal })),
    enabled: signedIn,
  });
  return signedIn && count.data ? count.data : 0;
}
