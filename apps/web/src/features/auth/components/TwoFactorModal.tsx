import { SMS_CODE_PATTERN } from '@mall/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface TwoFactorModalProps {
  open: boolean;
  submitting: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Asks for the authenticator's 6-digit code; anything else is refused in the field. */
export function TwoFactorModal({ open, submitting, onSubmit, onCancel }: TwoFactorModalProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Modal
      open={open}
      title={t('twoFactor.title')}
      okText={t('twoFactor.ok')}
      cancelText={t('twoFactor.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      mask={{ closable: false }}
      confirmLoading={submitting}
      okButtonProps={{ 'data-testid': 'two-factor-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('twoFactor.hint')}</Typography.Paragraph>
      <Form
        form={form}
        name="two-factor"
        layout="vertical"
        data-testid="two-factor-modal"
        onFinish={(values) => onSubmit(values.code.trim())}
      >
        <Form.Item
          name="code"
          label={t('twoFactor.label')}
          rules={[{ pattern: SMS_CODE_PATTERN, required: true, message: t('twoFactor.invalid') }]}
        >
          <Input autoFocus autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
