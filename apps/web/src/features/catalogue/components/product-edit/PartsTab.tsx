import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableTableFormItem, type EditableColumn } from '../../../../widgets/editable-table';
import { maxRule, nameColumns } from './table-columns';

interface PartsTabProps {
  /** The form field: the accessories or the suite's contents, edited alike. */
  name: 'accessories' | 'suites';
  caption: string;
  testId: string;
}

const QUANTITY_MAX = 999_999;

/** Accessories or suite contents: name in both languages, brand, spec and quantity per row. */
export function PartsTab({ name, caption, testId }: PartsTabProps) {
  const { t } = useTranslation('catalogue');
  const columns = useMemo<EditableColumn[]>(
    () => [
      ...nameColumns(t, t('field.partName'), 200),
      { key: 'brand', title: t('field.brand'), type: 'input', validateRules: [maxRule(t, 100)] },
      { key: 'spec', title: t('field.spec'), type: 'input', validateRules: [maxRule(t, 200)] },
      {
        key: 'quantity',
        title: t('field.quantity'),
        type: 'inputNumber',
        width: 130,
        defaultValue: 1,
        validateRules: [
          { required: true, message: t('edit.badQuantity') },
          {
            // A whole number from 1 up, as the server takes it.
            handler: ({ value }) =>
              Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= QUANTITY_MAX
                ? undefined
                : t('edit.badQuantity'),
          },
        ],
      },
      // The catalogue product the part is, when it is one: kept as loaded.
      { key: 'productId', title: 'productId', type: 'hidden' },
    ],
    [t],
  );
  return (
    <div data-testid={testId}>
      <EditableTableFormItem name={name} columns={columns} aria-label={caption} size="small" />
    </div>
  );
}
