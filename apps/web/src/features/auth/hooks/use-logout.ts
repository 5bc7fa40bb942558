import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { logout } from '../api/auth-api';
import { useSessionStore } from '../../../lib/session-store';

/**
 * Logs out: calls the server, then clears token, menu and cached data and goes to the
 * login page, even when the server call fails (its message is shown).
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = feedback();
  const { mutateAsync } = useMutation({ mutationFn: () => logout({ silent: true }) });

  return useCallback(async () => {
    try {
      await mutateAsync();
    } catch (error) {
      message.error(errorMessageOf(error));
    }
    useSessionStore.getState().signOut();
    await navigate(AppPath.login, { replace: true });
    queryClient.clear();
  }, [mutateAsync, message, navigate, queryClient]);
}
