import type { Myself } from '@mall/shared';
import { Descriptions, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarField } from './AvatarField';
import { ProfileForm } from './ProfileForm';

interface ProfileSectionProps {
  myself: Myself;
  onSaved: (myself: Myself) => void;
  onStale: () => void;
}

/** The base settings: the avatar, the login account (read only), and name, phone and e-mail. */
export function ProfileSection({ myself, onSaved, onStale }: ProfileSectionProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <AvatarField myself={myself} onSaved={onSaved} />
      <Divider />
      <Descriptions column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('myself.loginName')}>
          <span data-testid="myself-username">{myself.username}</span>
        </Descriptions.Item>
      </Descriptions>
      <ProfileForm myself={myself} onSaved={onSaved} onStale={onStale} />
    </>
  );
}
