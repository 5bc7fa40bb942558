import { useQuery } from '@tanstack/react-query';
import { SsoErrorKey, type LoginResult } from '@mall/shared';
import { Alert, Button, Divider, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { mainIndexPathOf } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchThirdBindInfo } from '../api/third-login-api';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useOrgChoice } from '../hooks/use-org-choice';
import { SignInCancelled, useTwoFactor } from '../hooks/use-two-factor';

type ErrorName = keyof typeof SsoErrorKey;
const ERROR_NAMES = new Map(
  Object.entries(SsoErrorKey).map(([name, key]) => [key as string, name as ErrorName]),
);

/** The text of a refusal the callback named (an SsoErrorKey), in the page's language. */
function useRefusalText() {
  const { t } = useTranslation('auth');
  return (key: string | null): string => {
    const name = key ? ERROR_NAMES.get(key) : undefined;
    return name ? t(`third.error.${name}`) : t('third.failed');
  };
}

/**
 * /user/third-login: where a third-party sign-in comes back to. With a token it signs in (two-step and
 * tenant choice as usual); with a bind ticket it offers to bind an existing account (its password) or to
 * register a new customer; with an error it says what went wrong.
 */
export default function ThirdLoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('third.title'));
  const [params] = useSearchParams();
  const thirdType = params.get('thirdType') ?? '';
  const token = params.get('token');
  const bindTicket = params.get('bindTicket');
  const error = params.get('error');

  return (
    <Flex vertical gap="middle" data-testid="third-login-page">
      <h2 style={{ margin: 0, fontSize: 20 }}>{t('third.title')}</h2>
      {token ? (
        <TokenSignIn token={token} thirdType={thirdType} />
      ) : bindTicket ? (
        <BindStep bindTicket={bindTicket} />
      ) : (
        <Refusal errorKey={error} />
      )}
    </Flex>
  );
}

function Refusal({ errorKey, detail }: { errorKey: string | null; detail?: string }) {
  const { t } = useTranslation('auth');
  const refusalText = useRefusalText();
  return (
    <Result
      status="error"
      title={t('third.failed')}
      subTitle={detail ?? refusalText(errorKey)}
      extra={
        <Link to={AppPath.login} replace data-testid="third-back-to-login">
          {t('third.backToLogin')}
        </Link>
      }
    />
  );
}

/** After the sign-in: welcome, then the main index page. */
function useSignedIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { message } = feedback();
  return (result: LoginResult) => {
    void message.success(t('login.welcome', { name: result.userInfo.realname || result.userInfo.username }));
    void navigate(mainIndexPathOf(result.mainIndexPage), { replace: true });
  };
}

function TokenSignIn({ token, thirdType }: { token: string; thirdType: string }) {
  const { t } = useTranslation('auth');
  const orgChoice = useOrgChoice();
  const twoFactor = useTwoFactor();
  const loginFlow = useLoginFlow({ afterSignIn: orgChoice.afterSignIn, askTwoFactor: twoFactor.ask });
  const signedIn = useSignedIn();
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: it is redeemed once, whatever re-renders follow.
    if (started.current) return;
    started.current = true;
    loginFlow.mutate({ mode: 'third', token, thirdType }, { onSuccess: signedIn });
  });

  if (loginFlow.isError) {
    const cancelled = loginFlow.error instanceof SignInCancelled;
    return (
      <Refusal errorKey={null} detail={cancelled ? t('third.cancelled') : errorMessageOf(loginFlow.error)} />
    );
  }
  return (
    <>
      <Spin tip={t('third.signingIn')} data-testid="third-signing-in">
        <div style={{ minHeight: 80 }} />
      </Spin>
      {twoFactor.modal}
      {orgChoice.modals}
    </>
  );
}

interface BindForm {
  username: string;
  password: string;
}

function BindStep({ bindTicket }: { bindTicket: string }) {
  const { t } = useTranslation('auth');
  const info = useQuery({
    queryKey: ['thirdLogin', 'bindInfo', bindTicket],
    queryFn: () => fetchThirdBindInfo(bindTicket),
    retry: false,
    staleTime: Infinity,
  });
  const orgChoice = useOrgChoice();
  const twoFactor = useTwoFactor();
  const loginFlow = useLoginFlow({ afterSignIn: orgChoice.afterSignIn, askTwoFactor: twoFactor.ask });
  const signedIn = useSignedIn();

  if (info.isError) return <Refusal errorKey={null} detail={errorMessageOf(info.error)} />;
  if (!info.data) return <Spin />;
  const registerPath = `${AppPath.register}?bindTicket=${encodeURIComponent(bindTicket)}`;
  const failure =
    loginFlow.isError && !(loginFlow.error instanceof SignInCancelled)
      ? errorMessageOf(loginFlow.error)
      : null;

  return (
    <>
      <Typography.Paragraph style={{ margin: 0 }} data-testid="third-bind-intro">
        {t('third.bindIntro', {
          provider: info.data.sourceName,
          name: info.data.displayName ?? t('third.unnamed'),
        })}
      </Typography.Paragraph>
      <Form<BindForm>
        layout="vertical"
        name="third-bind"
        requiredMark={false}
        onFinish={(values) =>
          loginFlow.mutate(
            {
              mode: 'thirdBind',
              request: { bindTicket, username: values.username, password: values.password },
            },
            { onSuccess: signedIn },
          )
        }
        data-testid="third-bind-form"
      >
        <h3 style={{ margin: '0 0 12px', fontSize: 16 }}>{t('third.bindTitle')}</h3>
        <Form.Item
          name="username"
          label={t('login.username')}
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" block loading={loginFlow.isPending}>
          {t('third.bindSubmit')}
        </Button>
      </Form>
      <Divider plain style={{ margin: 0 }}>
        {t('third.registerDivider')}
      </Divider>
      <Link to={registerPath} data-testid="third-register">
        {t('third.registerInstead')}
      </Link>
      {twoFactor.modal}
      {orgChoice.modals}
    </>
  );
}
