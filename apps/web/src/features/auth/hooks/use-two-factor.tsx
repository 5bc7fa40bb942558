import type { LoginResult } from '@mall/shared';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { completeTwoFactorLogin } from '../api/auth-api';

// Only users with two-step verification are asked: the dialog (and antd's Modal) loads when asked.
const TwoFactorModal = lazy(() =>
  import('../components/TwoFactorModal').then((module) => ({ default: module.TwoFactorModal })),
);

/** The user closed the two-step dialog: no sign-in, and nothing to report. */
export class SignInCancelled extends Error {
  constructor() {
    super('sign-in cancelled');
    this.name = 'SignInCancelled';
  }
}

interface Question {
  ticket: string;
  answer: (result: LoginResult) => void;
  fail: (error: unknown) => void;
}

/**
 * The second step of a sign-in with two-step verification: `ask(ticket)` opens the dialog and resolves
 * with the session once the code is accepted (rejects on a refused code or a closed dialog).
 */
export function useTwoFactor(): { ask: (ticket: string) => Promise<LoginResult>; modal: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const ask = useCallback(
    (ticket: string) => new Promise<LoginResult>((answer, fail) => setQuestion({ ticket, answer, fail })),
    [],
  );

  const submit = async (code: string) => {
    if (!question) return;
    setSubmitting(true);
    try {
      question.answer(await completeTwoFactorLogin({ twoFactorToken: question.ticket, code }));
    } catch (error) {
      question.fail(error);
    } finally {
      setSubmitting(false);
      setQuestion(null);
    }
  };

  const modal = question && (
    <Suspense fallback={null}>
      <TwoFactorModal
        open
        submitting={submitting}
        onSubmit={(code) => void submit(code)}
        onCancel={() => {
          question.fail(new SignInCancelled());
          setQuestion(null);
        }}
      />
    </Suspense>
  );
  return { ask, modal };
}
