import {
  departAddSchema,
  departEntity,
  OrgCategory,
  pickLocalized,
  type DepartAddRequest,
  type DepartRecord,
  type OrgCategoryValue,
} from '@mall/shared';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { departApi } from '../api/depart-api';

interface DepartFormValues {
  nameZh: string;
  nameEn: string;
  orgCategory: OrgCategoryValue;
  sortNo: number;
  mobile?: string;
  address?: string;
  memo?: string;
}

/** What the form does: add a root, add a child of `parent`, or edit `departId`. */
export type DepartFormTarget =
  | { mode: 'add'; parent: { id: string; title: string; orgCategory: number } | null }
  | { mode: 'edit'; departId: string };

interface DepartFormModalProps {
  open: boolean;
  target: DepartFormTarget;
  onClose: (saved?: DepartRecord) => void;
}

const { fields } = departEntity;
const rules = departAddSchema.shape;
const nameRules = departAddSchema.shape.name.shape;

/** A new child starts one kind below its parent: a company's child is a department, a department's a post. */
function childCategory(parentCategory: number | undefined): OrgCategoryValue {
  if (parentCategory === undefined) return OrgCategory.company;
  return parentCategory === OrgCategory.company ? OrgCategory.department : OrgCategory.post;
}

const orNull = (value: string | undefined) => value?.trim() || null;

const toValues = (record: DepartRecord): DepartFormValues => ({
  nameZh: record.name.zh,
  nameEn: record.name.en,
  orgCategory: record.orgCategory,
  sortNo: record.sortNo,
  mobile: record.mobile ?? '',
  address: record.address ?? '',
  memo: record.memo ?? '',
});

/** Create or edit one department on the kit's dialog; its name is kept in both languages. */
export function DepartFormModal({ open, target, onClose }: DepartFormModalProps) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<DepartFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const editId = target.mode === 'edit' ? target.departId : undefined;
  const parent = target.mode === 'add' ? target.parent : null;
  const empty = useMemo<DepartFormValues>(
    () => ({ nameZh: '', nameEn: '', orgCategory: childCategory(parent?.orgCategory), sortNo: 0 }),
    [parent?.orgCategory],
  );
  // A department keeps its place in the tree: only a new one names its parent.
  const toBody = (values: DepartFormValues): DepartAddRequest => ({
    name: { zh: values.nameZh.trim(), en: values.nameEn.trim() },
    orgCategory: values.orgCategory,
    sortNo: values.sortNo,
    mobile: orNull(values.mobile),
    address: orNull(values.address),
    memo: orNull(values.memo),
    ...(editId ? {} : { parentId: parent?.id ?? null }),
  });
  const required = { required: true, whitespace: true, message: t('depart.nameRequired') };
  return (
    <EntityFormModal
      api={departApi}
      form={form}
      open={open}
      id={editId}
      onClose={() => onClose()}
      onSaved={(saved) => onClose(saved)}
      name="departForm"
      title={{
        add: parent ? t('depart.addChildTitle', { parent: parent.title }) : t('depart.addTitle'),
        edit: t('depart.editTitle'),
      }}
      loadFailedText={t('depart.loadFailed')}
      empty={empty}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="nameZh"
        label={t('depart.nameZh')}
        rules={[required, zodRule(nameRules.zh, t('depart.nameRequired'))]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('depart.nameEn')}
        rules={[required, zodRule(nameRules.en, t('depart.nameRequired'))]}
      >
        <Input autoComplete="off" lang="en" />
      </Form.Item>
      <Form.Item name="orgCategory" label={label('orgCategory')}>
        <Radio.Group
          options={Object.entries(fields.orgCategory.options ?? {}).map(([code, text]) => ({
            value: Number(code),
            label: pickLocalized(text, language),
          }))}
        />
      </Form.Item>
      <Form.Item name="sortNo" label={label('sortNo')}>
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mobile" label={label('mobile')} rules={[zodRule(rules.mobile, t('depart.tooLong'))]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="address"
        label={label('address')}
        rules={[zodRule(rules.address, t('depart.tooLong'))]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="memo" label={label('memo')} rules={[zodRule(rules.memo, t('depart.tooLong'))]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </EntityFormModal>
  );
}
