import { passwordProblem } from '@mall/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameAsRule, sharedRule } from '../form-rules';

interface NewPasswordFieldsProps {
  /** The form field of the confirmation, as the server names it (`confirmPassword`, `confirmpassword`). */
  confirmName: string;
  /** `password` on registration; `newPassword` where an old one is replaced. */
  label: 'password' | 'newPassword';
  autoFocus?: boolean;
}

/** A new password under the shared password rule, and its confirmation, which must match it. */
export function NewPasswordFields({ confirmName, label, autoFocus }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item
        name="password"
        label={t(`field.${label}`)}
        required
        rules={[sharedRule(t, passwordProblem, label)]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={t('field.confirmPassword')}
        required
        dependencies={['password']}
        rules={[sameAsRule(t, 'password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
