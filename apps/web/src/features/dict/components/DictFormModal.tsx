import type { DictRecord } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { dictApi } from '../api/dict-api';

interface Values {
  dictCode: string;
  zh: string;
  en: string;
  description: string;
  preload: boolean;
}

/** Adds a dictionary, or edits `record`: code, name in both languages, description, preloaded at sign-in. */
export function DictFormModal({
  open,
  record,
  onClose,
}: {
  open: boolean;
  record: DictRecord | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('refdata');
  const { message } = feedback();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        dictCode: values.dictCode,
        dictName: { zh: values.zh, en: values.en },
        description: values.description ?? '',
        preload: Boolean(values.preload),
      };
      return record ? dictApi.edit({ ...body, id: record.id }) : dictApi.add(body);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dictApi.keys.all });
      message.success(t('dict.saved'));
      onClose();
    },
    onError: (error) => void applyFieldErrors(form, error),
  });
  return (
    <Modal
      open={open}
      title={t(record ? 'dict.editDict' : 'dict.addDict')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {/* Named, so that its field ids never repeat those of the list's search form (both have dictCode). */}
      <Form<Values>
        form={form}
        name="dict-form"
        layout="vertical"
        initialValues={
          record
            ? {
                dictCode: record.dictCode,
                zh: record.dictName.zh,
                en: record.dictName.en,
                description: record.description,
                preload: record.preload,
              }
            : { description: '', preload: false }
        }
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="dictCode"
          label={t('dict.dictCode')}
          rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/ }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="zh" label={t('dict.dictNameZh')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="en" label={t('dict.dictNameEn')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('dict.description')} rules={[{ max: 255 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="preload"
          label={t('dict.preload')}
          extra={t('dict.preloadHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
