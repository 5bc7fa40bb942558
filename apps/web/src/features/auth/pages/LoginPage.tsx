import { App, Divider, Flex, Typography } from 'antd';
import { NOTIFICATION_DURATION_S, type LoginRequest } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { readRedirectTarget, REDIRECT_PARAM } from '../../../lib/login-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm } from '../components/LoginForm';
import { SignUpHint } from '../components/SignUpHint';
import { useLoginFlow } from '../hooks/use-login-flow';
import { mainIndexPathOf } from '../session-store';

/** Query parameter that prefills the account (admin-shell.md §2 Login screen). */
const PREFILL_PARAM = 'username';

/** /user/login: sign in, then go to the redirect parameter or the main index page (mall.md §2, §4). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { message, notification } = App.useApp();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loginFlow = useLoginFlow();
  useDocumentTitle(t('login.title'));

  const submit = (request: LoginRequest) => {
    loginFlow.mutate(request, {
      onSuccess: (result) => {
        message.success(t('login.welcome', { name: result.userInfo.realname || result.userInfo.username }));
        const target =
          readRedirectTarget(searchParams.get(REDIRECT_PARAM)) ?? mainIndexPathOf(result.mainIndexPage);
        void navigate(target, { replace: true });
      },
      onError: (error) => {
        notification.error({
          title: t('login.failed'),
          description: errorMessageOf(error),
          duration: NOTIFICATION_DURATION_S,
        });
      },
    });
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('login.title')}
      </Typography.Title>
      <LoginForm
        initialUsername={searchParams.get(PREFILL_PARAM) ?? undefined}
        submitting={loginFlow.isPending || navigation.state !== 'idle'}
        onSubmit={submit}
      />
      <Divider plain style={{ margin: 0 }}>
        {t('signUp.divider')}
      </Divider>
      <SignUpHint />
      <Link to={AppPath.register} replace>
        {t('signUp.link')}
      </Link>
    </Flex>
  );
}
