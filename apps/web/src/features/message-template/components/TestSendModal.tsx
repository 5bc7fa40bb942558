import {
  MESSAGE_TEMPLATE_TEST_JSON_MAX_LENGTH,
  MESSAGE_TEST_RECEIVERS_MAX,
  parsePlaceholderValues,
  pickLocalized,
  type MessageTemplateRecord,
} from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { currentLanguage } from '../../../lib/i18n';
import { UserPickerInput } from '../../../widgets/user-picker';
import { messageTemplateActions } from '../api/message-template-api';

interface FormValues {
  receiver: string[];
  testData: string;
}

interface Props {
  template: MessageTemplateRecord | null;
  onClose: () => void;
}

/**
 * The test send: the template filled with sample values (a JSON object, its saved sample to start with)
 * goes as a system message to the chosen users of the tenant, who find it in their bell.
 */
export function TestSendModal({ template, onClose }: Props) {
  const { t } = useTranslation('messageTemplate');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<FormValues>();
  const open = template !== null;
  const send = useMutation({ mutationFn: messageTemplateActions.sendTest });

  const submit = async (values: FormValues) => {
    if (!template) return;
    try {
      const result = await send.mutateAsync({
        templateCode: template.templateCode,
        testData: values.testData.trim() || '{}',
        receiver: values.receiver.join(','),
      });
      message.success(t('send.sent', { count: result.count }));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : t('send.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('send.title')}
      okText={t('send.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={send.isPending}
      width={640}
      // A fresh form for every template, and nothing of a closed dialog (an open picker) left in the page.
      destroyOnHidden
    >
      {template ? (
        <Typography.Paragraph>
          {t('send.intro', {
            code: template.templateCode,
            title: pickLocalized(template.templateName, currentLanguage()),
          })}
        </Typography.Paragraph>
      ) : null}
      <Form<FormValues>
        form={form}
        name="messageTemplateSend"
        layout="vertical"
        onFinish={submit}
        initialValues={{ receiver: [], testData: template?.templateTestJson || '{}' }}
      >
        <Form.Item
          name="receiver"
          label={t('send.receiver')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('send.receiverRequired') },
            { type: 'array', max: MESSAGE_TEST_RECEIVERS_MAX },
          ]}
        >
          <UserPickerInput />
        </Form.Item>
        <Form.Item
          name="testData"
          label={t('send.testData')}
          extra={t('send.testDataHint')}
          rules={[
            { max: MESSAGE_TEMPLATE_TEST_JSON_MAX_LENGTH },
            {
              validator: async (_, value: string | undefined) => {
                if (value?.trim() && parsePlaceholderValues(value) === null)
                  throw new Error(t('form.testJsonInvalid'));
              },
            },
          ]}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
