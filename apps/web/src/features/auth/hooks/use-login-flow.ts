import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTwoFactorChallenge, type LoginAnswer, type LoginResult } from '@mall/shared';
import { login, phoneLogin } from '../api/auth-api';
import { bindThirdAccount, thirdLoginUser } from '../api/third-login-api';
import { loadPermissions } from '../load-permissions';
import type { SignInRequest, ThirdSignInRequest } from '../sign-in-request';
import { useSessionStore } from '../../../lib/session-store';

function send(signIn: SignInRequest | ThirdSignInRequest): Promise<LoginAnswer> {
  switch (signIn.mode) {
    case 'account':
      return login(signIn.request);
    case 'phone':
      return phoneLogin(signIn.request);
    case 'third':
      return thirdLoginUser(signIn.token, signIn.thirdType);
    case 'thirdBind':
      return bindThirdAccount(signIn.request);
  }
}

interface LoginFlowSteps {
  /** Settles what follows sign-in (tenant and department choice). */
  afterSignIn?: (result: LoginResult) => Promise<void>;
  /** The second step for an account with two-step verification: the session once the code is accepted. */
  askTwoFactor?: (ticket: string) => Promise<LoginResult>;
}

/**
 * Login as one mutation (idle → submitting → success | failure): sign in (by account or phone, with
 * the two-step code when the account asks for it), store the session for 7 days, let `afterSignIn`
 * settle what follows, then load the permissions. A failure leaves no half-made session behind.
 */
export function useLoginFlow({ afterSignIn, askTwoFactor }: LoginFlowSteps = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SignInRequest | ThirdSignInRequest): Promise<LoginResult> => {
      const answer = await send(request);
      let result: LoginResult;
      if (isTwoFactorChallenge(answer)) {
        if (!askTwoFactor) throw new Error('two-step verification is not available here');
        result = await askTwoFactor(answer.twoFactorToken);
      } else {
        result = answer;
      }
      const session = useSessionStore.getState();
      session.signIn(result);
      try {
        await afterSignIn?.(result);
        await loadPermissions(queryClient, true);
      } catch (error) {
        session.signOut();
        throw error;
      }
      return result;
    },
  });
}
