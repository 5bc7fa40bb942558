import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@mall/shared';

export interface LoginFormValues {
  username: string;
  password: string;
}

interface LoginFormProps {
  initialUsername?: string;
  submitting: boolean;
  onSubmit: (values: LoginRequest) => void;
}

/** Username + password; both required. Enter submits; the button is disabled and spinning while submitting. */
export function LoginForm({ initialUsername, submitting, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  return (
    <Form<LoginFormValues>
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: initialUsername ?? '' }}
      onFinish={(values) => onSubmit({ username: values.username.trim(), password: values.password })}
    >
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoFocus={!initialUsername}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          autoFocus={Boolean(initialUsername)}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={submitting}
          disabled={submitting}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
