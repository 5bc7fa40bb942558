import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableTableFormItem, type EditableColumn } from '../../../../widgets/editable-table';
import { maxRule, nameColumns } from './table-columns';

/**
 * The product's parameters: a name in both languages and a value per row, in the order shown; rows are
 * dragged (or moved with the toolbar) and their sort numbers follow.
 */
export function ParametersTab() {
  const { t } = useTranslation('catalogue');
  const columns = useMemo<EditableColumn[]>(
    () => [
      { key: 'sort', title: t('field.sortNo'), type: 'inputNumber', width: 90, disabled: true },
      ...nameColumns(t, t('field.parameterName'), 100),
      {
        key: 'value',
        title: t('field.parameterValue'),
        type: 'input',
        validateRules: [
          { required: true, message: t('edit.valueRequired') },
          { pattern: '*', message: t('edit.valueRequired') },
          maxRule(t, 500),
        ],
      },
    ],
    [t],
  );
  return (
    <div data-testid="parameter-rows">
      <EditableTableFormItem
        name="parameters"
        columns={columns}
        sortKey="sort"
        dragSort
        aria-label={t('tab.parameters')}
        size="small"
      />
    </div>
  );
}
