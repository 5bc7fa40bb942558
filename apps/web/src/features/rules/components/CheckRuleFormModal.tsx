import {
  checkRuleAddSchema,
  checkRuleEntity,
  pickLocalized,
  type CheckRuleAddRequest,
  type CheckRuleRecord,
  type CheckRuleStep,
} from '@mall/shared';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { EditableTableFormItem, type RowValues } from '../../../widgets/editable-table';
import { checkRuleApi } from '../api/rules-api';
import { stepColumns } from './step-columns';

interface CheckRuleFormValues {
  ruleName: string;
  ruleCode: string;
  ruleDescription: string;
  /** The steps as the table's rows, in order; sent as the JSON list ruleJson. */
  ruleJson: RowValues[];
}

const EMPTY: CheckRuleFormValues = { ruleName: '', ruleCode: '', ruleDescription: '', ruleJson: [] };
const { fields } = checkRuleEntity;
const rules = checkRuleAddSchema.shape;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

const toValues = (record: CheckRuleRecord): CheckRuleFormValues => ({
  ruleName: record.ruleName,
  ruleCode: record.ruleCode,
  ruleDescription: record.ruleDescription ?? '',
  ruleJson: (JSON.parse(record.ruleJson) as CheckRuleStep[]).map((step, index) => ({
    id: `step-${index}`,
    ...step,
  })),
});
const toBody = (values: CheckRuleFormValues): CheckRuleAddRequest => ({
  ruleName: values.ruleName.trim(),
  ruleCode: values.ruleCode.trim(),
  ruleDescription: values.ruleDescription.trim() || null,
  ruleJson: JSON.stringify(
    (values.ruleJson ?? []).map((row) => ({
      digits: text(row.digits),
      pattern: String(row.pattern ?? ''),
      message: text(row.message),
    })),
  ),
});

interface CheckRuleFormModalProps {
  open: boolean;
  ruleId: string | undefined;
  onClose: () => void;
}

/** Create or edit a check rule: its ordered steps ({ digits, pattern, message }) in the editable table. */
export function CheckRuleFormModal({ open, ruleId, onClose }: CheckRuleFormModalProps) {
  const { t } = useTranslation('rules');
  const [form] = Form.useForm<CheckRuleFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const columns = useMemo(() => stepColumns(t), [t]);
  return (
    <EntityFormModal
      api={checkRuleApi}
      form={form}
      open={open}
      id={ruleId}
      onClose={onClose}
      name="checkRuleForm"
      width={860}
      title={{ add: t('checkRule.addTitle'), edit: t('checkRule.editTitle') }}
      loadFailedText={t('checkRule.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="ruleName"
        label={label('ruleName')}
        rules={[
          { required: true, whitespace: true, message: t('checkRule.nameRequired') },
          zodRule(rules.ruleName, t('checkRule.nameRequired')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="ruleCode"
        label={label('ruleCode')}
        rules={[
          { required: true, whitespace: true, message: t('checkRule.codeRequired') },
          zodRule(rules.ruleCode, t('codeInvalid')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={label('ruleJson')} required>
        <EditableTableFormItem
          name="ruleJson"
          columns={columns}
          aria-label={label('ruleJson')}
          size="small"
        />
      </Form.Item>
      <Form.Item name="ruleDescription" label={label('ruleDescription')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </EntityFormModal>
  );
}
