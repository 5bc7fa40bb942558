import type { Myself } from '@mall/shared';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../hooks/use-change-password';
import { TwoFactorSection } from './TwoFactorSection';

/** The security settings: the password change and two-step verification. */
export function SecuritySection({ myself, onChanged }: { myself: Myself; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const changePassword = useChangePassword();
  return (
    <>
      <Descriptions column={1}>
        <Descriptions.Item label={t('myself.password')}>
          <Button onClick={changePassword.open} data-testid="myself-change-password">
            {t('password.entry')}
          </Button>
        </Descriptions.Item>
        <Descriptions.Item label={t('myself.twoFactor')}>
          <TwoFactorSection enabled={myself.twoFactorEnabled} onChanged={onChanged} />
        </Descriptions.Item>
      </Descriptions>
      {changePassword.modal}
    </>
  );
}
