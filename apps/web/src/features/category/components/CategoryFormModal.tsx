import {
  CATEGORY_ROOT,
  categoryAddSchema,
  categoryEntity,
  pickLocalized,
  type CategoryAddRequest,
  type CategoryRecord,
} from '@mall/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { categoryApi } from '../api/category-api';

interface CategoryFormValues {
  zh: string;
  en: string;
  sort: number;
}

/** What the form does: add under `pid` ('0': a root), or edit category `id`. */
export type CategoryFormTarget = { mode: 'add'; pid: string } | { mode: 'edit'; id: string };

interface CategoryFormModalProps {
  open: boolean;
  target: CategoryFormTarget;
  onClose(): void;
}

const EMPTY: CategoryFormValues = { zh: '', en: '', sort: 0 };
const nameRules = categoryAddSchema.shape.name.shape;
const toValues = (record: CategoryRecord): CategoryFormValues => ({ ...record.name, sort: record.sort });

/** Create or edit one category on the kit's dialog; its name is kept in both languages. */
export function CategoryFormModal({ open, target, onClose }: CategoryFormModalProps) {
  const { t } = useTranslation('refdata');
  const [form] = Form.useForm<CategoryFormValues>();
  const editId = target.mode === 'edit' ? target.id : undefined;
  const pid = target.mode === 'add' ? target.pid : CATEGORY_ROOT;
  // A category keeps its place in the tree: only a new one names its parent.
  const toBody = (values: CategoryFormValues): CategoryAddRequest => ({
    name: { zh: values.zh.trim(), en: values.en.trim() },
    sort: values.sort ?? 0,
    ...(editId ? {} : { pid }),
  });
  const required = {
    required: true,
    whitespace: true,
    message: t('category.nameRequired'),
  };
  return (
    <EntityFormModal
      api={categoryApi}
      form={form}
      open={open}
      id={editId}
      onClose={onClose}
      name="categoryForm"
      title={{
        add: t(pid === CATEGORY_ROOT ? 'category.addRoot' : 'category.addChild'),
        edit: t('category.edit'),
      }}
      loadFailedText={t('category.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="zh"
        label={t('category.nameZh')}
        rules={[required, zodRule(nameRules.zh, t('category.nameRequired'))]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="en"
        label={t('category.nameEn')}
        rules={[required, zodRule(nameRules.en, t('category.nameRequired'))]}
      >
        <Input autoComplete="off" lang="en" />
      </Form.Item>
      <Form.Item name="sort" label={pickLocalized(categoryEntity.fields.sort.title, currentLanguage())}>
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </EntityFormModal>
  );
}
