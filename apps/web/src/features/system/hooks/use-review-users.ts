import type { UserRecord } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { customerApi } from '../api/customer-api';
import { approveUser, rejectUser, userApi } from '../api/user-api';

/**
 * Decide on a registration: approve it after a confirmation (the account may sign in), or reject it with
 * a reason the account reads at its next sign-in attempt (`reject`, used by RejectModal). The users'
 * and the customers' lists refetch afterwards.
 */
export function useReviewUsers() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { modal, message } = feedback();
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [userApi.keys.all, customerApi.keys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const approve = useMutation({ mutationFn: approveUser, onSuccess: invalidate });
  const reject = useMutation({ mutationFn: rejectUser, onSuccess: invalidate });

  const confirmApprove = (user: Pick<UserRecord, 'id' | 'username'>) =>
    modal.confirm({
      title: t('user.confirmApprove', { username: user.username }),
      okText: t('user.approve'),
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await approve.mutateAsync(user.id);
        message.success(t('user.approved'));
      },
    });

  return { confirmApprove, reject };
}
