import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../widgets/tabs';
import { NotificationSettingsForm } from '../components/NotificationSettingsForm';
import { PrivacySettingsForm } from '../components/PrivacySettingsForm';
import { ProfileSection } from '../components/ProfileSection';
import { SecuritySection } from '../components/SecuritySection';
import { ThirdBindingsSection } from '../components/ThirdBindingsSection';
import { useMyself } from '../hooks/use-myself';

/**
 * The account centre of the admin area (the same data as the mall's personal centre): base settings
 * with the avatar, security, notification preferences, third-party sign-in bindings and privacy, one tab
 * each.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { query: myself, saved, reload } = useMyself();

  if (myself.isError) return <Result status="error" title={t('myself.loadFailed')} />;
  if (!myself.data) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 720 }} data-testid="account-settings">
      <Tabs
        label={t('centre.tabs')}
        tabs={[
          {
            key: 'base',
            label: t('centre.base'),
            content: <ProfileSection myself={myself.data} onSaved={saved} onStale={reload} />,
          },
          {
            key: 'security',
            label: t('centre.security'),
            content: <SecuritySection myself={myself.data} onChanged={reload} />,
          },
          { key: 'notification', label: t('centre.notification'), content: <NotificationSettingsForm /> },
          { key: 'binding', label: t('centre.binding'), content: <ThirdBindingsSection /> },
          { key: 'privacy', label: t('centre.privacy'), content: <PrivacySettingsForm /> },
        ]}
      />
    </div>
  );
}
