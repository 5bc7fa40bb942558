import { ErrorKey, NOTIFICATION_DURATION_S, type LoginResult } from '@mall/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { isHttpError } from '../../../lib/http-error';
import { forgetTransportKey } from '../../../lib/password-transport';
import { resubmitPathFor } from '../../../lib/resubmit-path';
import { captchaNeedsRefresh } from '../captcha-rule';
import { useCaptcha } from '../hooks/use-captcha';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useOrgChoice } from '../hooks/use-org-choice';
import { SignInCancelled, useTwoFactor } from '../hooks/use-two-factor';
import type { SignInRequest } from '../sign-in-request';
import { LoginForm } from './LoginForm';

/** The server could not decrypt the password: its transport key changed since the client stored it. */
const PASSWORD_NOT_DECRYPTED = 'login.passwordNotDecrypted';
/** The notification of a refused sign-in (one at a time: a new refusal replaces the last). */
const REFUSAL_KEY = 'login-refused';

/** The login name the refused sign-in used. */
const loginNameOf = (request: SignInRequest) =>
  request.mode === 'account' ? request.request.username : request.request.mobile;

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
  const navigate = useNavigate();
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
        const rejected = isHttpError(error) && error.i18nKey === ErrorKey.userRejected;
        let description: ReactNode = errorMessageOf(error);
        // A rejected registration can be corrected and sent again: the refusal leads there.
        if (rejected) {
          const resubmit = () => {
            notification.destroy(REFUSAL_KEY);
            void navigate(resubmitPathFor(loginNameOf(request)));
          };
          description = (
            <>
              <div>{description}</div>
              <Button type="link" style={{ padding: 0 }} onClick={resubmit} data-testid="login-resubmit">
                {t('login.rejectedResubmit')}
              </Button>
            </>
          );
        }
        notification.error({
          key: REFUSAL_KEY,
          title: t('login.failed'),
          description,
          // The way to resubmit stays until the applicant closes it or follows it.
          duration: rejected ? 0 : NOTIFICATION_DURATION_S,
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
