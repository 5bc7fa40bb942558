import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { isHttpError } from '../../../lib/http-error';
import { accountApi } from '../api/account-api';
import { passwordChangeField, passwordChangeMessage } from '../password-errors';
import { NewPasswordFields } from './NewPasswordFields';

interface PasswordFields {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

interface ChangePasswordModalProps {
  open: boolean;
  username: string;
  onClose: () => void;
}

/** The change-password dialog (width 800): old, new and confirmed password. */
export function ChangePasswordModal({ open, username, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const [form] = Form.useForm<PasswordFields>();
  const change = useMutation({
    mutationFn: (values: PasswordFields) =>
      accountApi.updatePassword(username, {
        old: values.oldpassword,
        next: values.password,
        confirm: values.confirmpassword,
      }),
    onSuccess: () => {
      void message.success(t('password.success'));
      onClose();
    },
    onError: (error) => {
      const text = passwordChangeMessage(t, error);
      const field = passwordChangeField(isHttpError(error) ? error.i18nKey : undefined);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else void message.error(text);
    },
  });
  return (
    <Modal
      open={open}
      title={t('password.title')}
      width={800}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={change.isPending}
      okButtonProps={{ 'data-testid': 'password-ok' } as Record<`data-${string}`, string>}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => change.mutate(values)}
        data-testid="password-form"
      >
        <Form.Item
          name="oldpassword"
          label={t('field.oldPassword')}
          required
          rules={[{ required: true, message: t('rule.required', { field: t('field.oldPassword') }) }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <NewPasswordFields confirmName="confirmpassword" label="newPassword" />
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
