import { CURRENCY_DICT_CODE, PRICE_PATTERN, PRODUCT_PARTS_MAX } from '@mall/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../../widgets/dict-select';
import { newStyle } from '../../product-form';
import { EditableRows } from '../EditableRows';
import { LocalizedInputs } from '../LocalizedInputs';
import { shelfStatusOptions } from './shelf-status-options';

/** The product's styles: name in both languages, spec, unit, price, currency and shelf status per row. */
export function StylesTab({ defaultCurrency }: { defaultCurrency: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <EditableRows
      name="styles"
      caption={t('tab.styles')}
      testId="style-rows"
      addLabel={t('edit.addStyle')}
      max={PRODUCT_PARTS_MAX}
      newRow={() => newStyle(defaultCurrency)}
      columns={[
        {
          key: 'name',
          title: t('field.styleName'),
          render: (field) => (
            <LocalizedInputs name={[field.name, 'name']} label={t('field.styleName')} max={100} required />
          ),
        },
        {
          key: 'spec',
          title: t('field.spec'),
          render: (field) => (
            <Form.Item name={[field.name, 'spec']} style={{ marginBottom: 0 }} rules={[{ max: 200 }]}>
              <Input aria-label={t('field.spec')} />
            </Form.Item>
          ),
        },
        {
          key: 'unit',
          title: t('field.unit'),
          width: 100,
          render: (field) => (
            <Form.Item name={[field.name, 'unit']} style={{ marginBottom: 0 }} rules={[{ max: 20 }]}>
              <Input aria-label={t('field.unit')} />
            </Form.Item>
          ),
        },
        {
          key: 'price',
          title: t('field.price'),
          width: 140,
          render: (field) => (
            <Form.Item
              name={[field.name, 'price']}
              style={{ marginBottom: 0 }}
              rules={[
                { required: true, message: t('edit.priceRequired') },
                { pattern: PRICE_PATTERN, message: t('edit.pricePattern') },
              ]}
            >
              <Input aria-label={t('field.price')} inputMode="decimal" />
            </Form.Item>
          ),
        },
        {
          key: 'currency',
          title: t('field.currency'),
          width: 130,
          render: (field) => (
            <Form.Item
              name={[field.name, 'currency']}
              style={{ marginBottom: 0 }}
              rules={[{ required: true, message: t('edit.currencyRequired') }]}
            >
              <DictSelect dictCode={CURRENCY_DICT_CODE} aria-label={t('field.currency')} />
            </Form.Item>
          ),
        },
        {
          key: 'status',
          title: t('field.status'),
          width: 130,
          render: (field) => (
            <Form.Item name={[field.name, 'status']} style={{ marginBottom: 0 }}>
              <Radio.Group aria-label={t('field.status')} options={shelfStatusOptions(t)} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
