import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /user/register-result: the registration went through and the account waits for staff approval. */
export default function RegisterResultPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const username = useSearchParams()[0].get('username');
  useDocumentTitle(t('registerResult.title'));
  const signInPath = username ? `${AppPath.login}?username=${encodeURIComponent(username)}` : AppPath.login;
  return (
    <Result
      status="success"
      title={<h2 style={{ margin: 0, fontSize: 20 }}>{t('registerResult.title')}</h2>}
      subTitle={username ? t('registerResult.subTitle', { username }) : t('registerResult.subTitleNoName')}
      extra={
        <Button type="primary" onClick={() => void navigate(signInPath, { replace: true })}>
          {t('registerResult.signIn')}
        </Button>
      }
    />
  );
}
