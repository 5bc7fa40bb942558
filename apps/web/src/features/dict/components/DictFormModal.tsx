import { DICT_CODE_PATTERN, type DictAddRequest, type DictRecord } from '@mall/shared';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { dictApi } from '../api/dict-api';

interface Values {
  dictCode: string;
  zh: string;
  en: string;
  description: string;
  preload: boolean;
}

const EMPTY: Values = { dictCode: '', zh: '', en: '', description: '', preload: false };
const toValues = (record: DictRecord): Values => ({
  dictCode: record.dictCode,
  zh: record.dictName.zh,
  en: record.dictName.en,
  description: record.description,
  preload: record.preload,
});
const toBody = (values: Values): DictAddRequest => ({
  dictCode: values.dictCode.trim(),
  dictName: { zh: values.zh.trim(), en: values.en.trim() },
  description: values.description?.trim() ?? '',
  preload: Boolean(values.preload),
});

/** Adds a dictionary, or edits `dictId`: code, name in both languages, description, preloaded at sign-in. */
export function DictFormModal({
  open,
  dictId,
  onClose,
}: {
  open: boolean;
  dictId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('refdata');
  const [form] = Form.useForm<Values>();
  return (
    // Named, so that its field ids never repeat those of the list's search form (both have dictCode).
    <EntityFormModal
      api={dictApi}
      form={form}
      open={open}
      id={dictId}
      onClose={onClose}
      name="dict-form"
      title={{ add: t('dict.addDict'), edit: t('dict.editDict') }}
      loadFailedText={t('dict.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="dictCode"
        label={t('dict.dictCode')}
        rules={[{ required: true, pattern: DICT_CODE_PATTERN }]}
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
    </EntityFormModal>
  );
}
