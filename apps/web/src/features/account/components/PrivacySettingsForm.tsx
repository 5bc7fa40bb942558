import type { PrivacySettings } from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Result, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { showFormError } from '../../../lib/form-errors';
import { accountApi } from '../api/account-api';

const privacySettingsKey = ['account', 'privacySettings'] as const;

/** The user's privacy choice, kept on the server: whether colleagues see their phone in the address book. */
export function PrivacySettingsForm() {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PrivacySettings>();
  const settings = useQuery({ queryKey: privacySettingsKey, queryFn: accountApi.privacySettings });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [form, settings.data]);
  const save = useMutation({
    mutationFn: accountApi.savePrivacySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(privacySettingsKey, saved);
      void message.success(t('privacy.saved'));
    },
    onError: (error) => showFormError(form, error),
  });

  if (settings.isError) return <Result status="error" title={t('myself.loadFailed')} />;
  if (!settings.data) return <Skeleton active />;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={settings.data}
      onFinish={(values) => save.mutate({ hidePhone: values.hidePhone })}
      data-testid="privacy-form"
    >
      <Form.Item
        name="hidePhone"
        label={t('privacy.hidePhone')}
        extra={t('privacy.hidePhoneHint')}
        valuePropName="checked"
      >
        <Switch data-testid="privacy-hide-phone" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="privacy-save">
        {t('privacy.save')}
      </Button>
    </Form>
  );
}
