import { SafetyOutlined } from '@ant-design/icons';
import { Flex, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

interface CaptchaFieldProps {
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha code with its image; clicking the image (or Enter/Space on it) shows another. */
export function CaptchaField({ image, loading, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('login.captcha')} required extra={t('login.captchaRefresh')}>
      <Flex gap="small" align="start">
        <Form.Item
          name="captcha"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.captchaPlaceholder')}
            aria-label={t('login.captcha')}
            autoComplete="off"
            maxLength={8}
          />
        </Form.Item>
        <button
          type="button"
          onClick={onRefresh}
          title={t('login.captchaImage')}
          data-testid="captcha-refresh"
          style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', width: 112, height: 40 }}
        >
          {loading || !image ? (
            <Spin size="small" />
          ) : (
            <img src={image} alt={t('login.captchaImage')} width={112} height={40} />
          )}
        </button>
      </Flex>
    </Form.Item>
  );
}
