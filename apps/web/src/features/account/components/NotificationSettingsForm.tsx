import {
  ORDER_STAFF_MESSAGE_KINDS,
  Permission,
  SYSTEM_MESSAGE_KINDS,
  type NotificationSettings,
} from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Result, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { showFormError } from '../../../lib/form-errors';
import { useCan } from '../../../lib/permissions/use-can';
import {
  notificationSettingsApi,
  notificationSettingsKey,
} from '../../../widgets/notice-bell/notification-settings';

/**
 * The user's notification preferences, kept on the server: whether urgent notices pop up on the desktop
 * (the bell follows it at once), and which kinds of system messages to receive: the kinds for staff who
 * handle orders are offered only to them.
 */
export function NotificationSettingsForm() {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NotificationSettings>();
  const orderStaff = useCan(Permission.demandManage);
  const offered = SYSTEM_MESSAGE_KINDS.filter(
    (kind) => orderStaff || !ORDER_STAFF_MESSAGE_KINDS.includes(kind),
  );
  const settings = useQuery({ queryKey: notificationSettingsKey, queryFn: notificationSettingsApi.read });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [form, settings.data]);
  const save = useMutation({
    mutationFn: notificationSettingsApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingsKey, saved);
      void message.success(t('notify.saved'));
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
      onFinish={(values) =>
        save.mutate({
          desktopUrgent: values.desktopUrgent,
          // In the order the server lists them.
          systemMessageKinds: SYSTEM_MESSAGE_KINDS.filter((kind) => values.systemMessageKinds.includes(kind)),
        })
      }
      data-testid="notification-form"
    >
      <Form.Item
        name="desktopUrgent"
        label={t('notify.desktopUrgent')}
        extra={t('notify.desktopUrgentHint')}
        valuePropName="checked"
      >
        <Switch data-testid="notify-desktop-urgent" />
      </Form.Item>
      <Form.Item name="systemMessageKinds" label={t('notify.kinds')} extra={t('notify.kindsHint')}>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={offered.map((kind) => ({ value: kind, label: t(`notify.kind.${kind}`) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="notify-save">
        {t('notify.save')}
      </Button>
    </Form>
  );
}
