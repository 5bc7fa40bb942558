import {
  FILL_RULE_DATE_PATTERNS,
  FILL_RULE_PERIODS,
  fillRuleAddSchema,
  fillRuleEntity,
  fillRuleParamsOf,
  pickLocalized,
  serialNumberParamsSchema,
  type FillRuleAddRequest,
  type FillRuleClass,
  type FillRuleRecord,
  type SerialNumberParams,
} from '@mall/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { fillRuleApi } from '../api/rules-api';

/** The form holds the serial number's parameters as fields of their own; they travel as ruleParams. */
type FillRuleFormValues = Omit<FillRuleAddRequest, 'ruleParams' | 'ruleClass'> &
  SerialNumberParams & { ruleClass: FillRuleClass | undefined };

const DEFAULTS = serialNumberParamsSchema.parse({});
const EMPTY: FillRuleFormValues = { ruleName: '', ruleCode: '', ruleClass: 'serialNumber', ...DEFAULTS };
const { fields } = fillRuleEntity;
const rules = fillRuleAddSchema.shape;
const params = serialNumberParamsSchema.shape;

const toValues = (record: FillRuleRecord): FillRuleFormValues => ({
  ruleName: record.ruleName,
  ruleCode: record.ruleCode,
  ruleClass: record.ruleClass as FillRuleClass,
  ...(fillRuleParamsOf(record.ruleClass as FillRuleClass, record.ruleParams) as SerialNumberParams),
});
const toBody = ({ ruleName, ruleCode, ruleClass, ...serial }: FillRuleFormValues): FillRuleAddRequest => ({
  ruleName: ruleName.trim(),
  ruleCode: ruleCode.trim(),
  ruleClass: ruleClass ?? 'serialNumber',
  ruleParams: JSON.stringify({
    prefix: serial.prefix?.trim() ?? '',
    datePattern: serial.datePattern,
    separator: serial.separator ?? '',
    width: serial.width,
    period: serial.period,
  }),
});

interface FillRuleFormModalProps {
  open: boolean;
  ruleId: string | undefined;
  onClose: () => void;
}

/** Create or edit a fill rule: a generator of the server's registry and its parameters. */
export function FillRuleFormModal({ open, ruleId, onClose }: FillRuleFormModalProps) {
  const { t } = useTranslation('rules');
  const [form] = Form.useForm<FillRuleFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const serial = Form.useWatch('ruleClass', form) === 'serialNumber';
  return (
    <EntityFormModal
      api={fillRuleApi}
      form={form}
      open={open}
      id={ruleId}
      onClose={onClose}
      name="fillRuleForm"
      width={680}
      title={{ add: t('fillRule.addTitle'), edit: t('fillRule.editTitle') }}
      loadFailedText={t('fillRule.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="ruleName"
        label={label('ruleName')}
        rules={[
          { required: true, whitespace: true, message: t('fillRule.nameRequired') },
          zodRule(rules.ruleName, t('fillRule.nameRequired')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="ruleCode"
        label={label('ruleCode')}
        rules={[
          { required: true, whitespace: true, message: t('fillRule.codeRequired') },
          zodRule(rules.ruleCode, t('codeInvalid')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="ruleClass"
        label={label('ruleClass')}
        rules={[{ required: true, message: t('fillRule.classRequired') }]}
      >
        <Select
          options={Object.entries(fields.ruleClass.options ?? {}).map(([value, text]) => ({
            value,
            label: pickLocalized(text, language),
          }))}
        />
      </Form.Item>
      {serial && (
        <>
          <Form.Item
            name="prefix"
            label={t('fillRule.prefix')}
            rules={[zodRule(params.prefix, t('fillRule.prefixInvalid'))]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="datePattern" label={t('fillRule.datePattern')}>
            <Select
              options={FILL_RULE_DATE_PATTERNS.map((pattern) => ({
                value: pattern,
                label: pattern || t('fillRule.noDate'),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="separator"
            label={t('fillRule.separator')}
            rules={[zodRule(params.separator, t('fillRule.separatorInvalid'))]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="width" label={t('fillRule.width')} rules={[{ required: true }]}>
            <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="period" label={t('fillRule.period')}>
            <Select
              options={FILL_RULE_PERIODS.map((period) => ({
                value: period,
                label: t(`fillRule.periods.${period}`),
              }))}
            />
          </Form.Item>
        </>
      )}
    </EntityFormModal>
  );
}
