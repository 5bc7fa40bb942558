import {
  CHECK_RULE_CODES,
  pickLocalized,
  REPORT_NAME_PATTERN,
  reportAddSchema,
  reportEntity,
  type ReportAddRequest,
  type ReportItem,
  type ReportParam,
  type ReportRecord,
} from '@mall/shared';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { reportApi } from '../api/online-api';
import { EditableTableFormItem, type EditableColumn, type RowValues } from '../../../widgets/editable-table';

interface ReportFormValues {
  code: string;
  name: string;
  cgrSql: string;
  dbSource: string;
  content: string;
  items: RowValues[];
  params: RowValues[];
}

const EMPTY: ReportFormValues = {
  code: '',
  name: '',
  cgrSql: '',
  dbSource: '',
  content: '',
  items: [],
  params: [],
};
const { fields } = reportEntity;
const rules = reportAddSchema.shape;

const withIds = (prefix: string, rows: readonly object[]): RowValues[] =>
  rows.map((row, index) => ({ ...(row as Record<string, string | number | null>), id: `${prefix}${index}` }));

const toValues = (record: ReportRecord): ReportFormValues => ({
  code: record.code,
  name: record.name,
  cgrSql: record.cgrSql,
  dbSource: record.dbSource ?? '',
  content: record.content ?? '',
  items: withIds('item', record.items),
  params: withIds('param', record.params),
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value ?? '').trim());
const numberOr = (value: unknown, fallback: number | null) =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value))
    ? fallback
    : Number(value);
const flag = (value: unknown): 0 | 1 => (value === 1 || value === true || value === '1' ? 1 : 0);

const toBody = (values: ReportFormValues): ReportAddRequest => ({
  code: values.code.trim(),
  name: values.name.trim(),
  cgrSql: values.cgrSql.trim(),
  dbSource: values.dbSource.trim() || null,
  content: values.content.trim() || null,
  items: values.items.map((row, index): ReportItem => ({
    fieldName: text(row.fieldName),
    fieldTxt: text(row.fieldTxt),
    fieldWidth: numberOr(row.fieldWidth, null),
    dictCode: text(row.dictCode) || null,
    isShow: flag(row.isShow),
    isSearch: flag(row.isSearch),
    searchMode: row.searchMode === 'group' || row.searchMode === 'single' ? row.searchMode : null,
    orderNum: numberOr(row.orderNum, index) ?? index,
  })),
  params: values.params.map((row): ReportParam => ({
    paramName: text(row.paramName),
    paramTxt: text(row.paramTxt),
    paramValue: text(row.paramValue) || null,
    ruleCode: text(row.ruleCode) || null,
  })),
});

interface ReportFormModalProps {
  open: boolean;
  reportId: string | undefined;
  onClose: () => void;
}

/**
 * Create or edit one online report: its SELECT (the server checks it on save and says what it refuses),
 * its columns and its parameters, each in an editable table.
 */
export function ReportFormModal({ open, reportId, onClose }: ReportFormModalProps) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<ReportFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const nameRule = { pattern: REPORT_NAME_PATTERN, message: t('report.nameInvalid') };

  const itemColumns = useMemo<EditableColumn[]>(
    () => [
      {
        key: 'fieldName',
        title: t('report.item.fieldName'),
        type: 'input',
        width: 150,
        validateRules: [
          { required: true, message: t('report.item.fieldNameRequired') },
          nameRule,
          { unique: true },
        ],
      },
      {
        key: 'fieldTxt',
        title: t('report.item.fieldTxt'),
        type: 'input',
        width: 150,
        validateRules: [{ required: true, message: t('report.item.fieldTxtRequired') }],
      },
      { key: 'fieldWidth', title: t('report.item.fieldWidth'), type: 'inputNumber', width: 100 },
      { key: 'dictCode', title: t('report.item.dictCode'), type: 'input', width: 120 },
      {
        key: 'isShow',
        title: t('report.item.isShow'),
        type: 'checkbox',
        width: 80,
        customValue: [1, 0],
        defaultValue: 1,
      },
      {
        key: 'isSearch',
        title: t('report.item.isSearch'),
        type: 'checkbox',
        width: 80,
        customValue: [1, 0],
        defaultValue: 0,
      },
      {
        key: 'searchMode',
        title: t('report.item.searchMode'),
        type: 'select',
        width: 120,
        options: [
          { value: 'single', label: t('report.item.single') },
          { value: 'group', label: t('report.item.group') },
        ],
      },
      { key: 'orderNum', title: t('report.item.orderNum'), type: 'inputNumber', width: 90 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameRule follows t
    [t],
  );
  const paramColumns = useMemo<EditableColumn[]>(
    () => [
      {
        key: 'paramName',
        title: t('report.param.paramName'),
        type: 'input',
        validateRules: [
          { required: true, message: t('report.param.paramNameRequired') },
          nameRule,
          { unique: true },
        ],
      },
      {
        key: 'paramTxt',
        title: t('report.param.paramTxt'),
        type: 'input',
        validateRules: [{ required: true, message: t('report.param.paramTxtRequired') }],
      },
      { key: 'paramValue', title: t('report.param.paramValue'), type: 'input' },
      // A value given to the parameter must pass this check rule: a built-in one, or any code typed.
      {
        key: 'ruleCode',
        title: t('report.param.ruleCode'),
        type: 'select',
        allowInput: true,
        allowSearch: true,
        options: CHECK_RULE_CODES.map((code) => ({ value: code, label: code })),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameRule follows t
    [t],
  );

  return (
    <EntityFormModal
      api={reportApi}
      form={form}
      open={open}
      id={reportId}
      onClose={onClose}
      name="reportForm"
      width={1100}
      title={{ add: t('report.addTitle'), edit: t('report.editTitle') }}
      loadFailedText={t('report.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="code"
        label={label('code')}
        rules={[
          { required: true, whitespace: true, message: t('report.codeRequired') },
          zodRule(rules.code, t('report.codeInvalid')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={label('name')}
        rules={[{ required: true, whitespace: true, message: t('report.nameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="cgrSql"
        label={label('cgrSql')}
        extra={t('report.sqlHelp')}
        rules={[{ required: true, whitespace: true, message: t('report.sqlRequired') }]}
      >
        <Input.TextArea rows={5} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item name="dbSource" label={label('dbSource')} extra={t('report.dbSourceHelp')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="content" label={label('content')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label={t('report.itemsTitle')} required>
        <div data-testid="report-items">
          <EditableTableFormItem
            name="items"
            columns={itemColumns}
            aria-label={t('report.itemsTitle')}
            size="small"
          />
        </div>
      </Form.Item>
      <Form.Item label={t('report.paramsTitle')}>
        <div data-testid="report-params">
          <EditableTableFormItem
            name="params"
            columns={paramColumns}
            aria-label={t('report.paramsTitle')}
            size="small"
          />
        </div>
      </Form.Item>
    </EntityFormModal>
  );
}
