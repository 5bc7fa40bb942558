import { NOTIFICATION_DURATION_S, type LoginResult } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { isHttpError } from '../../../lib/http-error';
import { forgetTransportKey } from '../../../lib/password-transport';
import { captchaNeedsRefresh } from '../captcha-rule';
import { useCaptcha } from '../hooks/use-captcha';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useOrgChoice } from '../hooks/use-org-choice';
import { SignInCancelled, useTwoFactor } from '../hooks/use-two-factor';
import type { SignInRequest } from '../sign-in-request';
import { LoginForm } from './LoginForm';

/** The server could not decrypt the password: its transport key changed since the client stored it. */
const PASSWORD_NOT_DECRYPTED = 'login.passwordNotDecrypted';

interface LoginPanelProps {
  /** Prefix of the form's field ids. */
  name?: string;
  initialUsername?: string;
  /** The navigation that follows is still running (keeps the button busy). */
  busy?: boolean;
  onSignedIn: (result: LoginResult) => void;
}

/**
 * The whole sign-in: the form, the two-step dialog, the tenant and department choice, and the failure
 * notice (titled "login failed", the server's message, 4 s) after which the button is usable again.
 */
export function LoginPanel({ name, initialUsername, busy = false, onSignedIn }: LoginPanelProps) {
  const { t } = useTranslation('auth');
  const { notification } = feedback();
  const captcha = useCaptcha();
  const orgChoice = useOrgChoice();
  const twoFactor = useTwoFactor();
  const loginFlow = useLoginFlow({ afterSignIn: orgChoice.afterSignIn, askTwoFactor: twoFactor.ask });

  const submit = (request: SignInRequest) => {
    loginFlow.mutate(request, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (captcha.required && captchaNeedsRefresh(error)) captcha.refresh();
        if (error instanceof SignInCancelled) return;
        if (isHttpError(error) && error.i18nKey === PASSWORD_NOT_DECRYPTED) forgetTransportKey();
        notification.error({
          title: t('login.failed'),
          description: errorMessageOf(error),
          duration: NOTIFICATION_DURATION_S,
        });
      },
    });
  };

  return (
    <>
      <LoginForm
        name={name}
        initialUsername={initialUsername}
        submitting={loginFlow.isPending || busy}
        captcha={captcha}
        onSubmit={submit}
      />
      {twoFactor.modal}
      {orgChoice.modals}
    </>
  );
}
