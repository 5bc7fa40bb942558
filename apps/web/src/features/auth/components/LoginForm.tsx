import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { MOBILE_PATTERN } from '@mall/shared';
import { Button, Flex, Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../widgets/tabs/Tabs';
import type { SignInRequest } from '../sign-in-request';
import { CaptchaField } from './CaptchaField';
import { SmsCodeButton } from './SmsCodeButton';

export interface LoginFormValues {
  username: string;
  password: string;
  mobile: string;
  smscode: string;
  captcha: string;
}

export interface LoginCaptcha {
  required: boolean;
  checkKey: string;
  image: string | undefined;
  loading: boolean;
  refresh: () => void;
}

interface LoginFormProps {
  /** Prefix of the field ids (two forms on one page must not share ids). */
  name?: string;
  initialUsername?: string;
  submitting: boolean;
  captcha: LoginCaptcha;
  onSubmit: (request: SignInRequest) => void;
}

type Mode = SignInRequest['mode'];

/**
 * Two tabs: username (or e-mail) + password, and mobile + password or SMS code. The captcha shows while
 * the server asks for one. Enter submits; the button is disabled and spinning while submitting.
 */
export function LoginForm({ name, initialUsername, submitting, captcha, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginFormValues>();
  const [mode, setMode] = useState<Mode>('account');
  const [bySmsCode, setBySmsCode] = useState(false);
  // A new captcha image (new check key) needs a new code.
  useEffect(() => form.resetFields(['captcha']), [form, captcha.checkKey]);
  const usernameInput = useRef<InputRef>(null);
  const passwordInput = useRef<InputRef>(null);
  // The first field to fill takes the focus once the form is on screen: focusing while React mounts the
  // page would make the browser lay the whole page out inside that one long task.
  const focusOnMount = useRef(initialUsername ? passwordInput : usernameInput);
  useEffect(() => focusOnMount.current.current?.focus(), []);

  const captchaPart = () =>
    captcha.required ? { captcha: form.getFieldValue('captcha') as string, checkKey: captcha.checkKey } : {};

  const finish = (values: LoginFormValues) => {
    if (mode === 'account') {
      onSubmit({
        mode,
        request: { username: values.username.trim(), password: values.password, ...captchaPart() },
      });
      return;
    }
    const secret = bySmsCode ? { smscode: values.smscode.trim() } : { password: values.password };
    onSubmit({ mode, request: { mobile: values.mobile.trim(), ...secret, ...captchaPart() } });
  };

  const validMobile = async (): Promise<string | null> => {
    try {
      const { mobile } = await form.validateFields(['mobile']);
      return mobile.trim();
    } catch {
      return null;
    }
  };

  const passwordField = (
    <Form.Item
      name="password"
      label={t('login.password')}
      rules={[{ required: true, message: t('login.passwordRequired') }]}
    >
      <Input.Password
        prefix={<LockOutlined />}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        ref={passwordInput}
      />
    </Form.Item>
  );

  const accountFields = (
    <>
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          ref={usernameInput}
        />
      </Form.Item>
      {passwordField}
    </>
  );

  const phoneFields = (
    <>
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={[
          { required: true, whitespace: true, message: t('login.mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('login.mobileInvalid') },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.mobilePlaceholder')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      {bySmsCode ? (
        <Form.Item label={t('login.smsCode')} required>
          <Flex gap="small">
            <Form.Item
              name="smscode"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('login.smsCodeRequired') }]}
            >
              <Input
                placeholder={t('login.smsCodePlaceholder')}
                aria-label={t('login.smsCode')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
              />
            </Form.Item>
            <SmsCodeButton validMobile={validMobile} />
          </Flex>
        </Form.Item>
      ) : (
        passwordField
      )}
      <Button
        type="link"
        style={{ padding: 0, marginBottom: 16 }}
        onClick={() => setBySmsCode((value) => !value)}
        data-testid="toggle-sms-code"
      >
        {bySmsCode ? t('login.usePassword') : t('login.useSmsCode')}
      </Button>
    </>
  );

  return (
    <Form<LoginFormValues>
      form={form}
      name={name}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: initialUsername ?? '' }}
      onFinish={finish}
    >
      <Tabs
        label={t('login.tabs.label')}
        activeKey={mode}
        onChange={(key) => setMode(key as Mode)}
        keepHidden={false}
        tabs={[
          { key: 'account', label: t('login.tabs.account'), content: accountFields },
          { key: 'phone', label: t('login.tabs.phone'), content: phoneFields },
        ]}
      />
      {captcha.required && (
        <CaptchaField image={captcha.image} loading={captcha.loading} onRefresh={captcha.refresh} />
      )}
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
