import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotificationSettingsForm } from '../components/NotificationSettingsForm';
import { ProfileSection } from '../components/ProfileSection';
import { SecuritySection } from '../components/SecuritySection';
import { ThirdBindingsSection } from '../components/ThirdBindingsSection';
import { useMyself } from '../hooks/use-myself';

const heading = { margin: 0, fontSize: 16 } as const;

/** /mall/myself: the signed-in user's account, personal data, security and notification settings. */
export default function MyselfPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('myself.title'));
  const { query: myself, saved, reload } = useMyself();

  if (myself.isError) return <Result status="error" title={t('myself.loadFailed')} />;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720, margin: '0 auto', padding: 16, width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('myself.title')}
      </Typography.Title>
      <Card title={<h2 style={heading}>{t('myself.profile')}</h2>}>
        {myself.data ? (
          <ProfileSection myself={myself.data} onSaved={saved} onStale={reload} />
        ) : (
          <Skeleton active />
        )}
      </Card>
      <Card title={<h2 style={heading}>{t('myself.security')}</h2>}>
        {myself.data ? <SecuritySection myself={myself.data} onChanged={reload} /> : <Skeleton active />}
      </Card>
      <Card title={<h2 style={heading}>{t('notify.title')}</h2>}>
        <NotificationSettingsForm />
      </Card>
      <Card title={<h2 style={heading}>{t('binding.title')}</h2>}>
        <ThirdBindingsSection />
      </Card>
    </Flex>
  );
}
