import { CURRENCY_DICT_CODE, PRICE_PATTERN, ShelfStatus } from '@mall/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableTableFormItem, type EditableColumn } from '../../../../widgets/editable-table';
import { shelfStatusOptions } from './shelf-status-options';
import { maxRule, nameColumns } from './table-columns';

/** The product's styles: name in both languages, spec, unit, price, currency and shelf status per row. */
export function StylesTab({ defaultCurrency }: { defaultCurrency: string }) {
  const { t } = useTranslation('catalogue');
  const columns = useMemo<EditableColumn[]>(
    () => [
      ...nameColumns(t, t('field.styleName'), 100),
      { key: 'spec', title: t('field.spec'), type: 'input', validateRules: [maxRule(t, 200)] },
      { key: 'unit', title: t('field.unit'), type: 'input', width: 100, validateRules: [maxRule(t, 20)] },
      {
        key: 'price',
        title: t('field.price'),
        type: 'input',
        width: 140,
        validateRules: [
          { required: true, message: t('edit.priceRequired') },
          { pattern: PRICE_PATTERN, message: t('edit.pricePattern') },
        ],
      },
      {
        key: 'currency',
        title: t('field.currency'),
        type: 'select',
        width: 130,
        dictCode: CURRENCY_DICT_CODE,
        defaultValue: defaultCurrency,
        validateRules: [{ required: true, message: t('edit.currencyRequired') }],
      },
      {
        key: 'status',
        title: t('field.status'),
        type: 'radio',
        width: 200,
        defaultValue: String(ShelfStatus.onShelf),
        options: shelfStatusOptions(t).map((option) => ({ ...option, value: String(option.value) })),
      },
    ],
    [t, defaultCurrency],
  );
  return (
    <div data-testid="style-rows">
      <EditableTableFormItem name="styles" columns={columns} aria-label={t('tab.styles')} size="small" />
    </div>
  );
}
