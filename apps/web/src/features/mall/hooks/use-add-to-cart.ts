import type { CartAdd } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCart } from '../api/mall-product-api';

/** Everything the cart shows (its lines, the header count) is under this key. */
const CART_KEY = ['mall', 'cart'] as const;

/** Adds a style to the cart; the cart and the header count refresh. Failures are notified by the client. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: CartAdd) => addToCart(line),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
