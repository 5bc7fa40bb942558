import { ArrowLeftOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import {
  CURRENCY_DICT_CODE,
  HttpCode,
  Permission,
  isDescTrue,
  PRICE_PATTERN,
  PRODUCT_CODE_MAX_LENGTH,
  PRODUCT_CODE_PATTERN,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PARTS_MAX,
  ShelfStatus,
  WEB_BASE,
} from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Space, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCan } from '../../../lib/permissions/use-can';
import { CategoryTreeSelect } from '../../../widgets/category-select';
import { DictSelect, useDictOptions } from '../../../widgets/dict-select';
import { Tabs } from '../../../widgets/tabs';
import { fetchProductForm, productApi } from '../api/product-api';
import { EditableRows } from '../components/EditableRows';
import { ImagesField } from '../components/ImagesField';
import { LocalizedInputs } from '../components/LocalizedInputs';
import { ProductLots } from '../components/ProductLots';
import { ResourceFileCell } from '../components/ResourceFileCell';
import { RichTextField } from '../components/RichTextField';
import { PRODUCT_LIST_COMPONENT, useComponentPath } from '../hooks/use-edit-page-path';
import {
  emptyProductValues,
  newParameter,
  newPart,
  newResource,
  newStyle,
  requestOfValues,
  valuesOfProduct,
  type ProductFormValues,
} from '../product-form';
import styles from './ProductEditPage.module.css';

/** A resource's date, as the server keeps it and as the app shows dates. */
const RESOURCE_DATE_FORMAT = 'YYYY-MM-DD';

/** Which tab shows each top-level field, to open the tab of the first field that failed. */
const TAB_OF_FIELD: Record<string, string> = {
  styles: 'styles',
  scenario: 'scenario',
  features: 'features',
  parameters: 'parameters',
  resources: 'resources',
  accessories: 'accessories',
  suites: 'suites',
};

const productFormKey = (id: string) => [...productApi.keys.detail(id), 'form'] as const;

/**
 * Product edit (component 'catalogue/ProductEdit', `?id=` to edit, none to create): basic information,
 * styles, application scenarios, function characteristics, parameters, resources, accessories and suite
 * contents in tabs of one form, saved together; a saved product also lists and records its production
 * lots. Edits carry the version they were loaded with (a product
 * changed elsewhere answers 409); server field errors land on their fields.
 */
export default function ProductEditPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { message } = feedback();
  const canSeeLots = useCan(Permission.lotList);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const listPath = useComponentPath(PRODUCT_LIST_COMPONENT);
  const [form] = Form.useForm<ProductFormValues>();
  const [tab, setTab] = useState('basic');
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const product = useQuery({
    queryKey: productFormKey(id),
    queryFn: ({ signal }) => fetchProductForm(id, signal),
    enabled: id !== '',
    staleTime: 0,
  });
  const currencies = useDictOptions(CURRENCY_DICT_CODE);
  const defaultCurrency = useMemo(() => {
    const options = currencies.data ?? [];
    return (options.find((option) => isDescTrue(option.description)) ?? options[0])?.value ?? 'CNY';
  }, [currencies.data]);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(product.data ? valuesOfProduct(product.data) : emptyProductValues());
  }, [form, product.data, id]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      setTab(TAB_OF_FIELD[String(first?.name[0])] ?? 'basic');
      return;
    }
    // The whole store, not validateFields' answer: that holds only the fields on screen, and a style's id
    // has none, so the server would take every style for a new one and orphan the carts that hold them.
    const request = requestOfValues(form.getFieldsValue(true) as ProductFormValues);
    setSaving(true);
    try {
      if (id && product.data) {
        await productApi.edit({ ...request, id, version: product.data.version }, { silent: true });
        await queryClient.invalidateQueries({ queryKey: productApi.keys.all });
        void message.success(t('edit.saved'));
      } else {
        const created = await productApi.add(request, { silent: true });
        await queryClient.invalidateQueries({ queryKey: productApi.keys.all });
        void message.success(t('edit.created'));
        if (created?.id) setParams({ id: created.id }, { replace: true });
      }
      setConflict(false);
    } catch (error) {
      if (isHttpError(error) && error.code === HttpCode.conflict) setConflict(true);
      else if (!applyFieldErrors(form, error))
        void message.error(isHttpError(error) ? error.message : t('edit.saveFailed'));
      else
        setTab(
          TAB_OF_FIELD[isHttpError(error) ? (error.errors[0]?.field.split('.')[0] ?? '') : ''] ?? 'basic',
        );
    } finally {
      setSaving(false);
    }
  };

  const preview = () =>
    window.open(`${WEB_BASE}mall/detail?id=${encodeURIComponent(id)}`, '_blank', 'noopener');

  if (id && product.isPending) return <Spin />;
  if (id && product.isError) {
    return <Alert type="error" showIcon title={t('edit.loadFailed')} />;
  }

  const partColumns = () => [
    {
      key: 'name',
      title: t('field.partName'),
      render: (field: { name: number }) => (
        <LocalizedInputs name={[field.name, 'name']} label={t('field.partName')} max={200} required />
      ),
    },
    {
      key: 'brand',
      title: t('field.brand'),
      render: (field: { name: number }) => (
        <Form.Item name={[field.name, 'brand']} style={{ marginBottom: 0 }} rules={[{ max: 100 }]}>
          <Input aria-label={t('field.brand')} />
        </Form.Item>
      ),
    },
    {
      key: 'spec',
      title: t('field.spec'),
      render: (field: { name: number }) => (
        <Form.Item name={[field.name, 'spec']} style={{ marginBottom: 0 }} rules={[{ max: 200 }]}>
          <Input aria-label={t('field.spec')} />
        </Form.Item>
      ),
    },
    {
      key: 'quantity',
      title: t('field.quantity'),
      width: 120,
      render: (field: { name: number }) => (
        <Form.Item
          name={[field.name, 'quantity']}
          style={{ marginBottom: 0 }}
          rules={[{ required: true, type: 'integer', min: 1, max: 999_999, message: t('edit.badQuantity') }]}
        >
          <InputNumber min={1} max={999_999} precision={0} aria-label={t('field.quantity')} />
        </Form.Item>
      ),
    },
  ];

  return (
    <div className={styles.page} data-testid="product-edit">
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{id ? t('edit.titleEdit') : t('edit.titleNew')}</h2>
        <Space wrap>
          {listPath && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
              {t('edit.back')}
            </Button>
          )}
          {id && (
            <Button icon={<EyeOutlined />} onClick={preview} data-testid="product-preview">
              {t('edit.preview')}
            </Button>
          )}
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            onClick={() => void save()}
            data-testid="product-save"
          >
            {t('edit.save')}
          </Button>
        </Space>
      </div>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          title={t('edit.conflict')}
          action={
            <Button size="small" onClick={() => void product.refetch().then(() => setConflict(false))}>
              {t('edit.reload')}
            </Button>
          }
        />
      )}
      <Form<ProductFormValues> form={form} layout="vertical" initialValues={emptyProductValues()}>
        <Tabs
          label={id ? t('edit.titleEdit') : t('edit.titleNew')}
          activeKey={tab}
          onChange={setTab}
          tabs={[
            {
              key: 'basic',
              label: t('tab.basic'),
              content: (
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
                          if (
                            String(value ?? '').trim() ||
                            String(getFieldValue(['name', 'en']) ?? '').trim()
                          )
                            return;
                          throw new Error(t('edit.nameRequired'));
                        },
                      }),
                    ]}
                  >
                    <Input data-testid="product-name-zh" />
                  </Form.Item>
                  <Form.Item
                    name={['name', 'en']}
                    label={t('field.nameEn')}
                    rules={[{ max: PRODUCT_NAME_MAX_LENGTH }]}
                  >
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
                    <Radio.Group
                      optionType="button"
                      options={[
                        { value: ShelfStatus.onShelf, label: t('status.onShelf') },
                        { value: ShelfStatus.offShelf, label: t('status.offShelf') },
                      ]}
                      data-testid="product-status"
                    />
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
              ),
            },
            {
              key: 'styles',
              label: t('tab.styles'),
              content: (
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
                        <LocalizedInputs
                          name={[field.name, 'name']}
                          label={t('field.styleName')}
                          max={100}
                          required
                        />
                      ),
                    },
                    {
                      key: 'spec',
                      title: t('field.spec'),
                      render: (field) => (
                        <Form.Item
                          name={[field.name, 'spec']}
                          style={{ marginBottom: 0 }}
                          rules={[{ max: 200 }]}
                        >
                          <Input aria-label={t('field.spec')} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'unit',
                      title: t('field.unit'),
                      width: 100,
                      render: (field) => (
                        <Form.Item
                          name={[field.name, 'unit']}
                          style={{ marginBottom: 0 }}
                          rules={[{ max: 20 }]}
                        >
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
                          <Radio.Group
                            aria-label={t('field.status')}
                            options={[
                              { value: ShelfStatus.onShelf, label: t('status.onShelf') },
                              { value: ShelfStatus.offShelf, label: t('status.offShelf') },
                            ]}
                          />
                        </Form.Item>
                      ),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'scenario',
              label: t('tab.scenario'),
              content: <RichTextField name="scenario" label={t('tab.scenario')} />,
            },
            {
              key: 'features',
              label: t('tab.features'),
              content: <RichTextField name="features" label={t('tab.features')} />,
            },
            {
              key: 'parameters',
              label: t('tab.parameters'),
              content: (
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
                          rules={[
                            { required: true, whitespace: true, message: t('edit.valueRequired') },
                            { max: 500 },
                          ]}
                        >
                          <Input aria-label={t('field.parameterValue')} />
                        </Form.Item>
                      ),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'resources',
              label: t('tab.resources'),
              content: (
                <EditableRows
                  name="resources"
                  caption={t('tab.resources')}
                  testId="resource-rows"
                  addLabel={t('edit.addResource')}
                  max={PRODUCT_PARTS_MAX}
                  newRow={() => newResource()}
                  columns={[
                    {
                      key: 'title',
                      title: t('field.resourceTitle'),
                      render: (field) => (
                        <LocalizedInputs
                          name={[field.name, 'title']}
                          label={t('field.resourceTitle')}
                          max={200}
                          required
                        />
                      ),
                    },
                    {
                      key: 'date',
                      title: t('field.resourceDate'),
                      width: 160,
                      render: (field) => (
                        // The date as every date of the app reads (2025-01-15), not in the browser's own format.
                        <Form.Item
                          name={[field.name, 'date']}
                          style={{ marginBottom: 0 }}
                          getValueProps={(value: string | null | undefined) => ({
                            value: value ? dayjs(value) : null,
                          })}
                          normalize={(value: Dayjs | null) =>
                            value ? value.format(RESOURCE_DATE_FORMAT) : null
                          }
                        >
                          <DatePicker format={RESOURCE_DATE_FORMAT} aria-label={t('field.resourceDate')} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'version',
                      title: t('field.resourceVersion'),
                      width: 110,
                      render: (field) => (
                        <Form.Item
                          name={[field.name, 'version']}
                          style={{ marginBottom: 0 }}
                          rules={[{ max: 32 }]}
                        >
                          <Input aria-label={t('field.resourceVersion')} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'comment',
                      title: t('field.resourceComment'),
                      render: (field) => (
                        <LocalizedInputs
                          name={[field.name, 'comment']}
                          label={t('field.resourceComment')}
                          max={500}
                        />
                      ),
                    },
                    {
                      key: 'file',
                      title: t('field.resourceFile'),
                      render: (field) => <ResourceFileCell row={field.name} />,
                    },
                  ]}
                />
              ),
            },
            {
              key: 'accessories',
              label: t('tab.accessories'),
              content: (
                <EditableRows
                  name="accessories"
                  caption={t('tab.accessories')}
                  testId="accessory-rows"
                  addLabel={t('edit.addAccessory')}
                  max={PRODUCT_PARTS_MAX}
                  newRow={() => newPart()}
                  columns={partColumns()}
                />
              ),
            },
            {
              key: 'suites',
              label: t('tab.suites'),
              content: (
                <EditableRows
                  name="suites"
                  caption={t('tab.suites')}
                  testId="suite-rows"
                  addLabel={t('edit.addSuiteItem')}
                  max={PRODUCT_PARTS_MAX}
                  newRow={() => newPart()}
                  columns={partColumns()}
                />
              ),
            },
            // Lots are recorded on a saved product, apart from its form.
            ...(product.data && canSeeLots
              ? [
                  {
                    key: 'lots',
                    label: t('tab.lots'),
                    content: (
                      <ProductLots
                        productId={product.data.id}
                        styles={product.data.styles.map((style) => ({
                          id: style.id,
                          name: (i18n.language === 'en' ? style.name.en : style.name.zh) || style.name.zh,
                        }))}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Form>
    </div>
  );
}
