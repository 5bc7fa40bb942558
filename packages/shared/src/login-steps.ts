// Free of zod: the sign-in page reads this, and must not load the schema library for it.
import type { TwoFactorChallenge } from './auth';
import type { LoginAnswer } from './login-result';

/** The answer is the second-step request, not a session yet. */
export function isTwoFactorChallenge(answer: LoginAnswer): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer;
}
