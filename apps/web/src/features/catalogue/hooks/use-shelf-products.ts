import type { ShelfStatusValue } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { productApi, shelfProducts } from '../api/product-api';

/**
 * Puts products on or takes them off the shelves after a confirmation; the lists refresh, then `onDone`
 * (of the hook, and of the call) runs.
 */
export function useShelfProducts(onDone?: () => void) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const { modal, message } = feedback();
  const queryClient = useQueryClient();
  const shelf = useMutation({
    mutationFn: (body: { ids: string[]; status: ShelfStatusValue }) => shelfProducts(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productApi.keys.all }),
  });

  const confirm = (ids: string[], status: ShelfStatusValue, name?: string, done?: () => void) => {
    const onShelf = status === 1;
    modal.confirm({
      title: onShelf ? t('list.confirmOnShelf') : t('list.confirmOffShelf'),
      content: name ?? t('list.selectedCount', { count: ids.length }),
      okText: onShelf ? t('list.onShelf') : t('list.offShelf'),
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await shelf.mutateAsync({ ids, status });
        void message.success(onShelf ? t('list.onShelfDone') : t('list.offShelfDone'));
        onDone?.();
        done?.();
      },
    });
  };
  return { confirm, pending: shelf.isPending };
}
