import type { TwoFactorSetup } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { showFormError } from '../../../lib/form-errors';
import { accountApi } from '../api/account-api';
import { sixDigitRule } from '../form-rules';

interface TwoFactorSectionProps {
  enabled: boolean;
  onChanged: () => void;
}

type DisableBy = 'code' | 'password';

/**
 * Two-step verification on/off. Turning it on shows a new secret and its otpauth link to copy into an
 * authenticator and asks a current 6-digit code; turning it off asks a code or the password.
 */
export function TwoFactorSection({ enabled, onChanged }: TwoFactorSectionProps) {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [disableBy, setDisableBy] = useState<DisableBy>('code');
  const [enableForm] = Form.useForm<{ code: string }>();
  const [disableForm] = Form.useForm<{ code?: string; password?: string }>();

  const start = useMutation({
    mutationFn: accountApi.twoFactorSetup,
    onSuccess: setSetup,
    onError: (error) => void message.error(errorMessageOf(error)),
  });
  const enable = useMutation({
    mutationFn: (code: string) => accountApi.twoFactorEnable(code),
    onSuccess: () => {
      void message.success(t('myself.enabled'));
      setSetup(null);
      onChanged();
    },
    onError: (error) => showFormError(enableForm, error, 'code'),
  });
  const disable = useMutation({
    mutationFn: (values: { code?: string; password?: string }) =>
      accountApi.twoFactorDisable(
        disableBy === 'code' ? { code: values.code ?? '' } : { password: values.password ?? '' },
      ),
    onSuccess: () => {
      void message.success(t('myself.disabled'));
      setDisabling(false);
      onChanged();
    },
    onError: (error) => showFormError(disableForm, error, disableBy),
  });

  return (
    <Flex gap="small" align="center" wrap>
      <Tag color={enabled ? 'green' : 'default'} data-testid="two-factor-state">
        {enabled ? t('myself.twoFactorOn') : t('myself.twoFactorOff')}
      </Tag>
      {enabled ? (
        <Button onClick={() => setDisabling(true)} data-testid="two-factor-disable">
          {t('myself.disable')}
        </Button>
      ) : (
        <Button onClick={() => start.mutate()} loading={start.isPending} data-testid="two-factor-enable">
          {t('myself.enable')}
        </Button>
      )}
      <Modal
        open={setup !== null}
        title={t('myself.enableTitle')}
        destroyOnHidden
        onCancel={() => setSetup(null)}
        onOk={() => enableForm.submit()}
        confirmLoading={enable.isPending}
      >
        <Typography.Paragraph>{t('myself.setupIntro')}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('myself.secret')}:{' '}
          <Typography.Text code copyable data-testid="two-factor-secret">
            {setup?.secret}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph style={{ wordBreak: 'break-all' }}>
          {t('myself.otpauthUrl')}:{' '}
          <Typography.Text copyable data-testid="two-factor-url">
            {setup?.otpauthUrl}
          </Typography.Text>
        </Typography.Paragraph>
        <Form
          form={enableForm}
          layout="vertical"
          preserve={false}
          onFinish={(values) => enable.mutate(values.code)}
        >
          <Form.Item name="code" label={t('field.code')} required rules={[sixDigitRule(t)]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <button type="submit" hidden />
        </Form>
      </Modal>
      <Modal
        open={disabling}
        title={t('myself.disableTitle')}
        destroyOnHidden
        onCancel={() => setDisabling(false)}
        onOk={() => disableForm.submit()}
        confirmLoading={disable.isPending}
      >
        <Typography.Paragraph>{t('myself.disableIntro')}</Typography.Paragraph>
        <Radio.Group
          value={disableBy}
          onChange={(event) => setDisableBy(event.target.value as DisableBy)}
          options={[
            { value: 'code', label: t('myself.disableByCode') },
            { value: 'password', label: t('myself.disableByPassword') },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Form
          form={disableForm}
          layout="vertical"
          preserve={false}
          onFinish={(values) => disable.mutate(values)}
        >
          {disableBy === 'code' ? (
            <Form.Item name="code" label={t('field.code')} required rules={[sixDigitRule(t)]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
          ) : (
            <Form.Item
              name="password"
              label={t('field.password')}
              required
              rules={[{ required: true, message: t('rule.required', { field: t('field.password') }) }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <button type="submit" hidden />
        </Form>
      </Modal>
    </Flex>
  );
}
