import { PRODUCT_PARTS_MAX } from '@mall/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPart } from '../../product-form';
import { EditableRows } from '../EditableRows';
import { LocalizedInputs } from '../LocalizedInputs';

interface PartsTabProps {
  /** The form list: the accessories or the suite's contents, edited alike. */
  name: 'accessories' | 'suites';
  caption: string;
  addLabel: string;
  testId: string;
}

/** Accessories or suite contents: name in both languages, brand, spec and quantity per row. */
export function PartsTab({ name, caption, addLabel, testId }: PartsTabProps) {
  const { t } = useTranslation('catalogue');
  return (
    <EditableRows
      name={name}
      caption={caption}
      testId={testId}
      addLabel={addLabel}
      max={PRODUCT_PARTS_MAX}
      newRow={() => newPart()}
      columns={[
        {
          key: 'name',
          title: t('field.partName'),
          render: (field) => (
            <LocalizedInputs name={[field.name, 'name']} label={t('field.partName')} max={200} required />
          ),
        },
        {
          key: 'brand',
          title: t('field.brand'),
          render: (field) => (
            <Form.Item name={[field.name, 'brand']} style={{ marginBottom: 0 }} rules={[{ max: 100 }]}>
              <Input aria-label={t('field.brand')} />
            </Form.Item>
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
          key: 'quantity',
          title: t('field.quantity'),
          width: 120,
          render: (field) => (
            <Form.Item
              name={[field.name, 'quantity']}
              style={{ marginBottom: 0 }}
              rules={[
                { required: true, type: 'integer', min: 1, max: 999_999, message: t('edit.badQuantity') },
              ]}
            >
              <InputNumber min={1} max={999_999} precision={0} aria-label={t('field.quantity')} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
