import { ArrowLeftOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { CURRENCY_DICT_CODE, HttpCode, Permission, isDescTrue, WEB_BASE } from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCan } from '../../../lib/permissions/use-can';
import { useDictOptions } from '../../../widgets/dict-select';
import { Tabs } from '../../../widgets/tabs';
import { fetchProductForm, productApi } from '../api/product-api';
import { BasicInfoTab } from '../components/product-edit/BasicInfoTab';
import { ParametersTab } from '../components/product-edit/ParametersTab';
import { PartsTab } from '../components/product-edit/PartsTab';
import { ResourcesTab } from '../components/product-edit/ResourcesTab';
import { StylesTab } from '../components/product-edit/StylesTab';
import { ProductLots } from '../components/ProductLots';
import { RichTextField } from '../components/RichTextField';
import { PRODUCT_LIST_COMPONENT, useComponentPath } from '../hooks/use-edit-page-path';
import {
  emptyProductValues,
  requestOfValues,
  valuesOfProduct,
  type ProductFormValues,
} from '../product-form';
import styles from './ProductEditPage.module.css';

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
            { key: 'basic', label: t('tab.basic'), content: <BasicInfoTab /> },
            {
              key: 'styles',
              label: t('tab.styles'),
              content: <StylesTab defaultCurrency={defaultCurrency} />,
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
            { key: 'parameters', label: t('tab.parameters'), content: <ParametersTab /> },
            { key: 'resources', label: t('tab.resources'), content: <ResourcesTab /> },
            {
              key: 'accessories',
              label: t('tab.accessories'),
              content: <PartsTab name="accessories" caption={t('tab.accessories')} testId="accessory-rows" />,
            },
            {
              key: 'suites',
              label: t('tab.suites'),
              content: <PartsTab name="suites" caption={t('tab.suites')} testId="suite-rows" />,
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
