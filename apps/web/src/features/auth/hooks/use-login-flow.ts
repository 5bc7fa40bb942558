import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResult } from '@mall/shared';
import { login } from '../api/auth-api';
import { loadPermissions } from '../load-permissions';
import { useSessionStore } from '../session-store';

/**
 * Login as one mutation (idle → submitting → success | failure, mall.md §4 Login form): sign in, store the
 * session for 7 days, then load the permissions. A failure leaves no half-made session behind.
 */
export function useLoginFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: LoginRequest): Promise<LoginResult> => {
      const result = await login(request);
      const session = useSessionStore.getState();
      session.signIn(result);
      try {
        await loadPermissions(queryClient, true);
      } catch (error) {
        session.signOut();
        throw error;
      }
      return result;
    },
  });
}
