import { DownloadOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@mall/shared';
import { Button, Empty, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Tabs } from '../../../widgets/tabs/Tabs';
import { downloadResource } from '../api/mall-product-api';
import { ProductGallery } from '../components/ProductGallery';
import { PurchasePanel } from '../components/PurchasePanel';
import { SimpleTable, type SimpleColumn } from '../components/SimpleTable';
import type { FieldDisplay } from '../field-diy';
import { useFieldDisplay, useProductDetail } from '../hooks/use-mall-product';
import styles from './MallDetailPage.module.css';

type Part = ProductDetail['accessories'][number];
type Resource = ProductDetail['resources'][number];

/** Sanitised HTML from the server (it keeps only safe tags and attributes), or the empty text. */
function RichText({ html, empty }: { html: string; empty: string }) {
  if (!html.trim()) return <p className={styles.muted}>{empty}</p>;
  return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}

function ResourceDownload({ resource }: { resource: Resource }) {
  const { t } = useTranslation('mall');
  const [busy, setBusy] = useState(false);
  if (!resource.hasFile) return <span className={styles.muted}>{t('detail.noFile')}</span>;
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={t('detail.downloadOf', { title: resource.title })}
      onClick={() => {
        setBusy(true);
        void downloadResource(resource.id, resource.fileName || resource.title)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t('detail.download')}
    </Button>
  );
}

function usePartColumns(fields: FieldDisplay): SimpleColumn<Part>[] {
  const { t } = useTranslation('mall');
  const columns: SimpleColumn<Part>[] = [
    {
      key: 'name',
      title: t('detail.partName'),
      render: (part) =>
        part.productId ? (
          <Link to={`${AppPath.mallDetail}?id=${encodeURIComponent(part.productId)}`}>{part.name}</Link>
        ) : (
          part.name
        ),
    },
  ];
  if (fields.visible('brand'))
    columns.push({
      key: 'brand',
      title: fields.label('brand', t('product.brand')),
      render: (part) => part.brand,
    });
  if (fields.visible('spec'))
    columns.push({ key: 'spec', title: fields.label('spec', t('detail.spec')), render: (part) => part.spec });
  columns.push({ key: 'quantity', title: t('detail.standardQuantity'), render: (part) => part.quantity });
  return columns;
}

/** The product's facts the field dictionary lets show, under its labels. */
function Facts({ product, fields }: { product: ProductDetail; fields: FieldDisplay }) {
  const { t } = useTranslation('mall');
  const facts: { field: 'code' | 'model' | 'brand' | 'category'; fallback: string; value: ReactNode }[] = [
    { field: 'code', fallback: t('product.code'), value: product.code },
    { field: 'model', fallback: t('product.model'), value: product.model },
    { field: 'brand', fallback: t('product.brand'), value: product.brand },
    {
      field: 'category',
      fallback: t('detail.category'),
      value: (
        <Link to={`${AppPath.mallSearch}?categoryId=${encodeURIComponent(product.categoryId)}`}>
          {product.categoryName}
        </Link>
      ),
    },
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact) => fields.visible(fact.field))
        .map((fact) => (
          <div key={fact.field} className={styles.fact}>
            <dt>{fields.label(fact.field, fact.fallback)}</dt>
            <dd>{fact.value || '-'}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * /mall/detail?id: images, facts, styles with their prices, quantity and the cart and submit actions; tabs
 * for application scenarios, function characteristics, specification parameters and product information
 * (resources to download); then the parts and the suite contents.
 */
export default function MallDetailPage() {
  const { t } = useTranslation('mall');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useProductDetail(id);
  const fields = useFieldDisplay();
  const partColumns = usePartColumns(fields);
  const product = detail.data;
  useDocumentTitle(product?.name ?? t('detail.title'));

  if (!id || detail.isError) {
    return (
      <Empty
        className={styles.box}
        description={id ? `${t('detail.loadFailed')}: ${errorMessageOf(detail.error)}` : t('detail.notFound')}
      >
        <Link to={AppPath.mallSearch}>{t('detail.backToList')}</Link>
      </Empty>
    );
  }
  if (!product) return <Skeleton active className={styles.box} paragraph={{ rows: 8 }} />;

  const resourceColumns: SimpleColumn<Resource>[] = [
    { key: 'title', title: t('detail.resourceName'), render: (resource) => resource.title },
    { key: 'date', title: t('detail.resourceDate'), render: (resource) => resource.date ?? '-' },
    { key: 'version', title: t('detail.resourceVersion'), render: (resource) => resource.version || '-' },
    { key: 'comment', title: t('detail.resourceComment'), render: (resource) => resource.comment || '-' },
    {
      key: 'action',
      title: t('detail.action'),
      render: (resource) => <ResourceDownload resource={resource} />,
    },
  ];

  return (
    <article className={styles.page} data-testid="product-detail">
      <div className={`${styles.box} ${styles.top}`}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={styles.summary}>
          <h1 className={styles.name}>{product.name}</h1>
          <Facts product={product} fields={fields} />
          <PurchasePanel key={product.id} product={product} fields={fields} />
        </div>
      </div>

      <section className={styles.box} aria-label={t('detail.about')}>
        <Tabs
          label={t('detail.about')}
          tabs={[
            {
              key: 'scenario',
              label: t('detail.tabScenario'),
              content: <RichText html={product.scenario} empty={t('detail.none')} />,
            },
            {
              key: 'features',
              label: t('detail.tabFeatures'),
              content: <RichText html={product.features} empty={t('detail.none')} />,
            },
            {
              key: 'parameters',
              label: t('detail.tabParameters'),
              content: (
                <SimpleTable
                  caption={t('detail.tabParameters')}
                  columns={[
                    { key: 'name', title: t('detail.parameterName'), render: (row) => row.name },
                    { key: 'value', title: t('detail.parameterValue'), render: (row) => row.value },
                  ]}
                  rows={product.parameters}
                  rowKey={(row, index) => `${index}-${row.name}`}
                  empty={t('detail.none')}
                  testId="parameter-table"
                />
              ),
            },
            {
              key: 'resources',
              label: t('detail.tabResources'),
              content: (
                <SimpleTable
                  caption={t('detail.tabResources')}
                  columns={resourceColumns}
                  rows={product.resources}
                  rowKey={(row) => row.id}
                  empty={t('detail.none')}
                  testId="resource-table"
                />
              ),
            },
          ]}
        />
      </section>

      <section className={styles.box} aria-labelledby="detail-accessories">
        <h2 id="detail-accessories" className={styles.sectionTitle}>
          {t('detail.accessories')}
        </h2>
        <SimpleTable
          caption={t('detail.accessories')}
          columns={partColumns}
          rows={product.accessories}
          rowKey={(row, index) => `${index}-${row.name}`}
          empty={t('detail.none')}
          testId="accessory-table"
        />
      </section>
      <section className={styles.box} aria-labelledby="detail-suites">
        <h2 id="detail-suites" className={styles.sectionTitle}>
          {t('detail.suites')}
        </h2>
        <SimpleTable
          caption={t('detail.suites')}
          columns={partColumns}
          rows={product.suites}
          rowKey={(row, index) => `${index}-${row.name}`}
          empty={t('detail.none')}
          testId="suite-table"
        />
      </section>
    </article>
  );
}
