import {
  formatMoney,
  Permission,
  productEntity,
  ShelfStatus,
  WEB_BASE,
  type ProductRecord,
} from '@mall/shared';
import { Button, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions/use-can';
import { CategoryTreeSelect } from '../../../widgets/category-select';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { productApi } from '../api/product-api';
import { PRODUCT_EDIT_COMPONENT, useComponentPath } from '../hooks/use-edit-page-path';
import { useShelfProducts } from '../hooks/use-shelf-products';
import styles from './ProductListPage.module.css';

/**
 * Catalogue → Products (component 'catalogue/ProductList'): filter by code, name, category, shelf status,
 * hot and recommended; create and edit (on the edit page), preview in the mall, put on or take off the
 * shelves one by one or in a batch (with a confirmation), delete, export the current filter.
 */
export default function ProductListPage() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const editPath = useComponentPath(PRODUCT_EDIT_COMPONENT);
  const canShelf = useCan(Permission.productShelf);
  const shelf = useShelfProducts();

  const openRecord = useCallback(
    (id: string | undefined) => {
      if (editPath) void navigate(id ? `${editPath}?id=${encodeURIComponent(id)}` : editPath);
    },
    [editPath, navigate],
  );

  const columns = useMemo(
    () => ({
      image: {
        search: false as const,
        width: 72,
        render: (_: unknown, record: ProductRecord) =>
          record.image ? <img src={record.image} alt="" className={styles.thumb} /> : '-',
      },
      code: { ellipsis: true },
      name: { ellipsis: true },
      categoryId: {
        render: (_: unknown, record: ProductRecord) => record.categoryId_dictText,
        formItemRender: () => <CategoryTreeSelect placeholder={t('edit.chooseCategory')} />,
      },
      model: { ellipsis: true },
      brand: { hideInTable: true },
      status: {
        render: (_: unknown, record: ProductRecord) => (
          <Tag color={record.status === ShelfStatus.onShelf ? 'green' : 'default'}>
            {record.status_dictText}
          </Tag>
        ),
      },
      price: { render: (_: unknown, record: ProductRecord) => formatMoney(record.price, record.currency) },
      currency: { hideInTable: true },
      updateTime: { hideInTable: true },
    }),
    [t],
  );

  const rowActions = (record: ProductRecord) => {
    const onShelf = record.status === ShelfStatus.onShelf;
    return (
      <>
        <Button
          type="link"
          size="small"
          href={`${WEB_BASE}mall/detail?id=${encodeURIComponent(record.id)}`}
          target="_blank"
          rel="noopener"
        >
          {t('list.preview')}
        </Button>
        {canShelf ? (
          <Button
            type="link"
            size="small"
            onClick={() =>
              shelf.confirm(
                [record.id],
                onShelf ? ShelfStatus.offShelf : ShelfStatus.onShelf,
                `${record.code} ${record.name}`,
              )
            }
            data-testid={`shelf-${record.code}`}
          >
            {onShelf ? t('list.offShelf') : t('list.onShelf')}
          </Button>
        ) : null}
      </>
    );
  };

  const selectionActions = (ids: string[], clearSelection: () => void) =>
    canShelf ? (
      <>
        <Button onClick={() => shelf.confirm(ids, ShelfStatus.onShelf, undefined, clearSelection)}>
          {t('list.onShelfSelected')}
        </Button>
        <Button onClick={() => shelf.confirm(ids, ShelfStatus.offShelf, undefined, clearSelection)}>
          {t('list.offShelfSelected')}
        </Button>
      </>
    ) : null;

  return (
    <div className={styles.page}>
      <AdminListPage<ProductRecord>
        entity={productEntity}
        api={productApi}
        testId="product-table"
        title={t('list.title')}
        emptyText={t('list.empty')}
        loadFailedText={t('list.loadFailed')}
        columns={columns}
        openRecord={openRecord}
        editable={() => Boolean(editPath)}
        rowActions={rowActions}
        selectionActions={canShelf ? selectionActions : undefined}
      />
    </div>
  );
}
