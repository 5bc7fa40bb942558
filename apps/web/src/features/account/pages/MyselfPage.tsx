import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountApi } from '../api/account-api';
import { ProfileForm } from '../components/ProfileForm';
import { TwoFactorSection } from '../components/TwoFactorSection';
import { useChangePassword } from '../hooks/use-change-password';

const MYSELF_KEY = ['account', 'myself'] as const;

/** /mall/myself: the signed-in user's account, personal data and security settings. */
export default function MyselfPage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();
  useDocumentTitle(t('myself.title'));
  const myself = useQuery({ queryKey: MYSELF_KEY, queryFn: accountApi.myself });
  const reload = () => void queryClient.invalidateQueries({ queryKey: MYSELF_KEY });

  if (myself.isError) return <Result status="error" title={t('myself.loadFailed')} />;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720, margin: '0 auto', padding: 16, width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('myself.title')}
      </Typography.Title>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('myself.profile')}</h2>}>
        {myself.data ? (
          <>
            <Descriptions column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('myself.loginName')}>
                <span data-testid="myself-username">{myself.data.username}</span>
              </Descriptions.Item>
            </Descriptions>
            <ProfileForm
              myself={myself.data}
              onSaved={(saved) => queryClient.setQueryData(MYSELF_KEY, saved)}
              onStale={reload}
            />
          </>
        ) : (
          <Skeleton active />
        )}
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('myself.security')}</h2>}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('myself.password')}>
            <Button onClick={changePassword.open} data-testid="myself-change-password">
              {t('password.entry')}
            </Button>
          </Descriptions.Item>
          <Descriptions.Item label={t('myself.twoFactor')}>
            {myself.data ? (
              <TwoFactorSection enabled={myself.data.twoFactorEnabled} onChanged={reload} />
            ) : (
              <Skeleton.Button active />
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {changePassword.modal}
    </Flex>
  );
}
