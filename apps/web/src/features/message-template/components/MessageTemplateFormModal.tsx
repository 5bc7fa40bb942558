import {
  MESSAGE_TEMPLATE_CONTENT_MAX_LENGTH,
  MESSAGE_TEMPLATE_TITLE_MAX_LENGTH,
  MessageTemplateType,
  messageTemplateAddSchema,
  type MessageTemplateAddRequest,
  type MessageTemplateRecord,
} from '@mall/shared';
import { Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { messageTemplateApi } from '../api/message-template-api';

interface FormValues {
  templateCode: string;
  templateName: { zh: string; en: string };
  templateContent: { zh: string; en: string };
  templateType: '4';
  templateTestJson: string;
  enabled: boolean;
}

const EMPTY: FormValues = {
  templateCode: '',
  templateName: { zh: '', en: '' },
  templateContent: { zh: '', en: '' },
  templateType: MessageTemplateType.system,
  templateTestJson: '',
  enabled: true,
};

interface Props {
  open: boolean;
  templateId: string | undefined;
  onClose: () => void;
}

/** Adds or edits a template: code, title and content in both languages with `${name}` placeholders, sample values. */
const toValues = (record: MessageTemplateRecord): FormValues => ({
  templateCode: record.templateCode,
  templateName: record.templateName,
  templateContent: record.templateContent,
  templateType: record.templateType,
  templateTestJson: record.templateTestJson,
  enabled: record.enabled,
});

const toBody = (values: FormValues): MessageTemplateAddRequest => ({
  templateCode: values.templateCode.trim(),
  templateName: { zh: values.templateName.zh.trim(), en: values.templateName.en.trim() },
  templateContent: { zh: values.templateContent.zh.trim(), en: values.templateContent.en.trim() },
  templateType: values.templateType,
  templateTestJson: values.templateTestJson.trim(),
  enabled: values.enabled,
});

export function MessageTemplateFormModal({ open, templateId, onClose }: Props) {
  const { t } = useTranslation('messageTemplate');
  const [form] = Form.useForm<FormValues>();
  const titleRules = [
    { required: true, whitespace: true, message: t('form.titleRequired') },
    { max: MESSAGE_TEMPLATE_TITLE_MAX_LENGTH },
  ];
  const contentRules = [
    { required: true, whitespace: true, message: t('form.contentRequired') },
    { max: MESSAGE_TEMPLATE_CONTENT_MAX_LENGTH },
  ];
  return (
    <EntityFormModal
      api={messageTemplateApi}
      form={form}
      open={open}
      id={templateId}
      onClose={onClose}
      name="messageTemplateForm"
      title={{ add: t('form.addTitle'), edit: t('form.editTitle') }}
      loadFailedText={t('loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
      width={760}
    >
      <Form.Item
        name="templateCode"
        label={t('fields.templateCode')}
        extra={t('form.codeHint')}
        rules={[
          { required: true, whitespace: true, message: t('form.codeRequired') },
          zodRule(messageTemplateAddSchema.shape.templateCode, t('form.codeInvalid')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="templateType" label={t('fields.templateType')}>
        <Radio.Group options={[{ value: MessageTemplateType.system, label: t('type.4') }]} />
      </Form.Item>
      <Form.Item name={['templateName', 'zh']} label={t('fields.titleZh')} rules={titleRules}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name={['templateName', 'en']} label={t('fields.titleEn')} rules={titleRules}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={['templateContent', 'zh']}
        label={t('fields.contentZh')}
        extra={t('form.contentHint')}
        rules={contentRules}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item name={['templateContent', 'en']} label={t('fields.contentEn')} rules={contentRules}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item
        name="templateTestJson"
        label={t('fields.templateTestJson')}
        extra={t('form.testJsonHint')}
        rules={[zodRule(messageTemplateAddSchema.shape.templateTestJson, t('form.testJsonInvalid'))]}
      >
        <Input.TextArea rows={3} placeholder='{"orderNo": "D20250101-1"}' />
      </Form.Item>
      <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}
