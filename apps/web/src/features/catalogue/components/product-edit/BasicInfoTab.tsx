import { PRODUCT_CODE_MAX_LENGTH, PRODUCT_CODE_PATTERN, PRODUCT_NAME_MAX_LENGTH } from '@mall/shared';
import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryTreeSelect } from '../../../../widgets/category-select';
import { ImagesField } from '../ImagesField';
import styles from './BasicInfoTab.module.css';
import { shelfStatusOptions } from './shelf-status-options';

/**
 * The product's basic information: category, code, name (Chinese or English required), model, brand,
 * sort number, shelf status, the hot and recommended flags and the images.
 */
export function BasicInfoTab() {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.grid}>
      <Form.Item
        name="categoryId"
        label={t('field.category')}
        rules={[{ required: true, message: t('edit.categoryRequired') }]}
      >
        <CategoryTreeSelect placeholder={t('edit.chooseCategory')} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        rules={[
          { required: true, whitespace: true, message: t('edit.codeRequired') },
          { max: PRODUCT_CODE_MAX_LENGTH },
          { pattern: PRODUCT_CODE_PATTERN, message: t('edit.codePattern') },
        ]}
      >
        <Input data-testid="product-code" />
      </Form.Item>
      <Form.Item
        name={['name', 'zh']}
        label={t('field.nameZh')}
        dependencies={[['name', 'en']]}
        rules={[
          { max: PRODUCT_NAME_MAX_LENGTH },
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (String(value ?? '').trim() || String(getFieldValue(['name', 'en']) ?? '').trim()) return;
              throw new Error(t('edit.nameRequired'));
            },
          }),
        ]}
      >
        <Input data-testid="product-name-zh" />
      </Form.Item>
      <Form.Item name={['name', 'en']} label={t('field.nameEn')} rules={[{ max: PRODUCT_NAME_MAX_LENGTH }]}>
        <Input data-testid="product-name-en" />
      </Form.Item>
      <Form.Item name="model" label={t('field.model')} rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="brand" label={t('field.brand')} rules={[{ max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="sortNo" label={t('field.sortNo')}>
        <InputNumber precision={0} min={-1_000_000} max={1_000_000} />
      </Form.Item>
      <Form.Item name="status" label={t('field.status')}>
        <Radio.Group optionType="button" options={shelfStatusOptions(t)} data-testid="product-status" />
      </Form.Item>
      <Form.Item name="hot" label={t('field.hot')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="recommend" label={t('field.recommend')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="images" label={t('field.images')} className={styles.wide}>
        <ImagesField />
      </Form.Item>
    </div>
  );
}
