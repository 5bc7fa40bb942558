import { Divider, Flex } from 'antd';
import type { LoginResult } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { feedback } from '../../../lib/feedback';
import { readRedirectTarget, REDIRECT_PARAM } from '../../../lib/login-redirect';
import { mainIndexPathOf } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginPanel } from '../components/LoginPanel';
import { SignUpHint } from '../components/SignUpHint';
import { ThirdLoginButtons } from '../components/ThirdLoginButtons';
import styles from './LoginPage.module.css';

/** Query parameter that prefills the account field of the login form. */
const PREFILL_PARAM = 'username';

/** /user/login: sign in, then go to the redirect parameter or the main index page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tAccount } = useTranslation('account');
  const { message } = feedback();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  useDocumentTitle(t('login.title'));

  const signedIn = (result: LoginResult) => {
    void message.success(t('login.welcome', { name: result.userInfo.realname || result.userInfo.username }));
    const target =
      readRedirectTarget(searchParams.get(REDIRECT_PARAM)) ?? mainIndexPathOf(result.mainIndexPage);
    void navigate(target, { replace: true });
  };

  return (
    <Flex vertical gap="middle">
      <h2 className={styles.title}>{t('login.title')}</h2>
      <LoginPanel
        initialUsername={searchParams.get(PREFILL_PARAM) ?? undefined}
        busy={navigation.state !== 'idle'}
        onSignedIn={signedIn}
      />
      <Link to={AppPath.alteration} data-testid="forgot-password" style={{ alignSelf: 'flex-end' }}>
        {tAccount('alteration.forgot')}
      </Link>
      <ThirdLoginButtons />
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
