import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /user/register, open without a session. Accounts are created by the provider (mall.md §1), so this page
 * tells visitors to contact support; the self-service registration form comes with the identity issue.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useDocumentTitle(t('register.title'));
  return (
    <Result
      status="info"
      title={t('register.title')}
      subTitle={t('signUp.hint')}
      extra={
        <Button type="primary" onClick={() => void navigate(AppPath.login, { replace: true })}>
          {t('register.backToLogin')}
        </Button>
      }
    />
  );
}
