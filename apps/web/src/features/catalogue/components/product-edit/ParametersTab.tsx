import { PRODUCT_PARTS_MAX } from '@mall/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { newParameter } from '../../product-form';
import { EditableRows } from '../EditableRows';
import { LocalizedInputs } from '../LocalizedInputs';

/** The product's parameters: a name in both languages and a value per row. */
export function ParametersTab() {
  const { t } = useTranslation('catalogue');
  return (
    <EditableRows
      name="parameters"
      caption={t('tab.parameters')}
      testId="parameter-rows"
      addLabel={t('edit.addParameter')}
      max={PRODUCT_PARTS_MAX}
      newRow={(index) => newParameter(index)}
      columns={[
        {
          key: 'name',
          title: t('field.parameterName'),
          render: (field) => (
            <LocalizedInputs
              name={[field.name, 'name']}
              label={t('field.parameterName')}
              max={100}
              required
            />
          ),
        },
        {
          key: 'value',
          title: t('field.parameterValue'),
          render: (field) => (
            <Form.Item
              name={[field.name, 'value']}
              style={{ marginBottom: 0 }}
              rules={[{ required: true, whitespace: true, message: t('edit.valueRequired') }, { max: 500 }]}
            >
              <Input aria-label={t('field.parameterValue')} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
