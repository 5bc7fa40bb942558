import { Button, Card, Select, Space, Switch, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import {
  EditableTable,
  PATTERN_SHORTCUTS,
  type EditableTableHandle,
  type PatternShortcut,
  type RowValues,
  type ValidatedValues,
} from '../../../widgets/editable-table';
import { exampleColumns } from './example-columns';

/** Rows the "server" already has: deleting them is reported on save. */
const SAVED_ROWS: Partial<RowValues>[] = [
  {
    id: '1001',
    name: 'Bolt',
    code: 'BT001',
    quantity: 10,
    price: 2.5,
    unit: 'box',
    enabled: 'Y',
    level: 'low',
  },
  { id: '1002', name: 'Nut', code: 'NT002', quantity: 20, price: 0.8, unit: 'piece', level: 'medium' },
];

const PATTERN_CHOICES = [...Object.keys(PATTERN_SHORTCUTS), 'regexp'] as (PatternShortcut | 'regexp')[];

/** The editable table with every column type and rule, for trying it out (administrators only). */
export default function EditableTableExamplePage() {
  const { t } = useTranslation('examples');
  const table = useRef<EditableTableHandle>(null);
  const [pattern, setPattern] = useState<PatternShortcut | 'regexp'>('n6-16');
  const [disabled, setDisabled] = useState(false);
  const [firstRowOff, setFirstRowOff] = useState(false);
  const [rowNumber, setRowNumber] = useState(true);
  const [result, setResult] = useState<ValidatedValues | null>(null);
  const columns = useMemo(() => exampleColumns(t, pattern), [t, pattern]);
  const disabledRows = useMemo(() => (firstRowOff ? ['1001'] : []), [firstRowOff]);

  const save = async () => {
    const outcome = await table.current?.getValuesWithValidation();
    if (!outcome) return;
    setResult(outcome);
    if (outcome.errorCount > 0)
      feedback().message.error(t('editableTable.failed', { count: outcome.errorCount }));
    else feedback().message.success(t('editableTable.saved'));
  };

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('editableTable.intro')}</Typography.Paragraph>
        <Space wrap size="large">
          <label>
            <Switch checked={disabled} onChange={setDisabled} /> {t('editableTable.disableTable')}
          </label>
          <label>
            <Switch checked={firstRowOff} onChange={setFirstRowOff} /> {t('editableTable.disableFirstRow')}
          </label>
          <label>
            <Switch checked={rowNumber} onChange={setRowNumber} /> {t('editableTable.rowNumber')}
          </label>
          <label>
            {t('editableTable.patternLabel')}{' '}
            <Select
              aria-label={t('editableTable.patternLabel')}
              style={{ width: 120 }}
              value={pattern}
              onChange={setPattern}
              options={PATTERN_CHOICES.map((value) => ({ value, label: value }))}
            />
          </label>
        </Space>
        <EditableTable
          ref={table}
          aria-label={t('editableTable.tableLabel')}
          columns={columns}
          dataSource={SAVED_ROWS}
          sortKey="sortNo"
          rowNumber={rowNumber}
          disabled={disabled}
          disabledRows={disabledRows}
          maxHeight={480}
        />
        <Button type="primary" onClick={() => void save()}>
          {t('editableTable.save')}
        </Button>
        {result && (
          <section aria-label={t('editableTable.result')} data-testid="etable-result">
            <Typography.Text>{t('editableTable.errorCount', { count: result.errorCount })}</Typography.Text>
            <br />
            <Typography.Text>
              {t('editableTable.deletedIds', {
                ids: result.deletedIds.length ? result.deletedIds.join(', ') : t('editableTable.none'),
              })}
            </Typography.Text>
            <pre data-testid="etable-values">{JSON.stringify(result.values, null, 2)}</pre>
          </section>
        )}
      </Space>
    </Card>
  );
}
