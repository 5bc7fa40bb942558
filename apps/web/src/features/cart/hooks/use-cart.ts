import { HttpCode, type CartEdit } from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { isHttpError } from '../../../lib/http-error';
import {
  CART_LIST_QUERY_KEY,
  CART_QUERY_KEY,
  deleteCartLines,
  editCartLine,
  fetchCart,
} from '../api/cart-api';

/**
 * The cart and its changes. Every change refreshes the cart (and the header count). A 409 — the line or its
 * product changed elsewhere — shows the server's message ("…updated please refresh") and reloads the cart.
 */
export function useCart() {
  const { t } = useTranslation('cart');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: CART_LIST_QUERY_KEY, queryFn: ({ signal }) => fetchCart(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });

  const onError = (error: unknown) => {
    if (isHttpError(error) && error.code === HttpCode.conflict) {
      void message.warning(error.message || t('error.cartChanged'));
    } else {
      void message.error(errorMessageOf(error));
    }
    void refresh();
  };

  const edit = useMutation({
    mutationFn: (body: CartEdit) => editCartLine(body),
    onSuccess: () => refresh(),
    onError,
  });
  const remove = useMutation({
    mutationFn: (ids: readonly string[]) => deleteCartLines(ids),
    onSuccess: async () => {
      void message.success(t('deleted'));
      await refresh();
    },
    onError,
  });
  return { list, edit, remove, refresh };
}
