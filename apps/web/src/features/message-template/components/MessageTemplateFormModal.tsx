import {
  MESSAGE_TEMPLATE_CODE_PATTERN,
  MESSAGE_TEMPLATE_CONTENT_MAX_LENGTH,
  MESSAGE_TEMPLATE_TEST_JSON_MAX_LENGTH,
  MESSAGE_TEMPLATE_TITLE_MAX_LENGTH,
  MessageTemplateType,
  parsePlaceholderValues,
  type MessageTemplateAddRequest,
} from '@mall/shared';
import { Alert, Form, Input, Modal, Radio, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
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
export function MessageTemplateFormModal({ open, templateId, onClose }: Props) {
  const { t } = useTranslation('messageTemplate');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<FormValues>();
  const editing = templateId !== undefined;
  const detail = useCrudDetail(messageTemplateApi, open ? templateId : undefined);
  const { add, edit } = useCrudMutations(messageTemplateApi);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const record = editing ? detail.data : undefined;
    form.setFieldsValue(
      record
        ? {
            templateCode: record.templateCode,
            templateName: record.templateName,
            templateContent: record.templateContent,
            templateType: record.templateType,
            templateTestJson: record.templateTestJson,
            enabled: record.enabled,
          }
        : EMPTY,
    );
  }, [open, editing, detail.data, form]);

  const submit = async (values: FormValues) => {
    const fields: MessageTemplateAddRequest = {
      templateCode: values.templateCode.trim(),
      templateName: { zh: values.templateName.zh.trim(), en: values.templateName.en.trim() },
      templateContent: { zh: values.templateContent.zh.trim(), en: values.templateContent.en.trim() },
      templateType: values.templateType,
      templateTestJson: values.templateTestJson.trim(),
      enabled: values.enabled,
    };
    try {
      if (editing && detail.data)
        await edit.mutateAsync({ ...fields, id: detail.data.id, version: detail.data.version });
      else await add.mutateAsync(fields);
      message.success(tc('crud.saved'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
    }
  };

  const titleRules = [
    { required: true, whitespace: true, message: t('form.titleRequired') },
    { max: MESSAGE_TEMPLATE_TITLE_MAX_LENGTH },
  ];
  const contentRules = [
    { required: true, whitespace: true, message: t('form.contentRequired') },
    { max: MESSAGE_TEMPLATE_CONTENT_MAX_LENGTH },
  ];
  return (
    <Modal
      open={open}
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      width={760}
    >
      {detail.isError ? <Alert type="error" showIcon message={t('loadFailed')} /> : null}
      <Spin spinning={editing && detail.isPending}>
        <Form<FormValues>
          form={form}
          name="messageTemplateForm"
          layout="vertical"
          onFinish={submit}
          initialValues={EMPTY}
        >
          <Form.Item
            name="templateCode"
            label={t('fields.templateCode')}
            extra={t('form.codeHint')}
            rules={[
              { required: true, whitespace: true, message: t('form.codeRequired') },
              { pattern: MESSAGE_TEMPLATE_CODE_PATTERN, message: t('form.codeInvalid') },
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
            <Input.TextArea rows={3} placeholder='{"orderNo": "D20250101-1"}' />
          </Form.Item>
          <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
