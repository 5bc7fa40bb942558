import { isStrongPassword, PASSWORD_MAX_LENGTH, type UserRecord } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useLastShown } from '../../../lib/use-last-shown';
import { resetUserPassword } from '../api/user-api';

interface ResetPasswordModalProps {
  user: UserRecord | null;
  onClose: () => void;
}

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Staff set a new password for a user (typed twice); the user's sessions end. */
export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  // The title stays while the dialog fades out after the user is cleared.
  const shown = useLastShown(user);
  const [form] = Form.useForm<ResetPasswordValues>();
  const reset = useMutation({ mutationFn: resetUserPassword });

  const submit = async (values: ResetPasswordValues) => {
    if (!user) return;
    try {
      await reset.mutateAsync({ id: user.id, password: values.password });
      message.success(t('user.passwordReset'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={shown ? t('user.resetPasswordTitle', { username: shown.username }) : null}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      destroyOnHidden
    >
      <Form<ResetPasswordValues>
        form={form}
        name="resetPasswordForm"
        layout="vertical"
        onFinish={submit}
        preserve={false}
      >
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          rules={[
            { required: true, message: t('user.passwordRequired') },
            { max: PASSWORD_MAX_LENGTH },
            {
              validator: (_, value: string | undefined) =>
                !value || isStrongPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.passwordRule'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('user.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
