import { UserStatus, type UserFrozenBatchRequest } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { freezeUsers, userApi } from '../api/user-api';

/** Freeze or unfreeze users after a confirmation; the users' lists and details refetch afterwards. */
export function useFreezeUsers() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { modal, message } = feedback();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: freezeUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userApi.keys.all }),
  });

  const confirm = (ids: string[], status: UserFrozenBatchRequest['status'], username?: string) => {
    const freezing = status === UserStatus.frozen;
    const title = username
      ? t(freezing ? 'user.confirmFreeze' : 'user.confirmUnfreeze', { username })
      : t(freezing ? 'user.freezeSelected' : 'user.unfreezeSelected');
    return modal.confirm({
      title,
      content: username ? undefined : tc('crud.selected', { count: ids.length }),
      okText: t(freezing ? 'user.freeze' : 'user.unfreeze'),
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await mutation.mutateAsync({ ids, status });
        message.success(t(freezing ? 'user.frozenDone' : 'user.unfrozenDone'));
      },
    });
  };
  return { confirm, isPending: mutation.isPending };
}
