import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import {
  formatMoney,
  Permission,
  PRODUCT_SORT_COLUMNS,
  ShelfStatus,
  WEB_BASE,
  type ProductRecord,
} from '@mall/shared';
import { Alert, Button, Empty, Space, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import { useCan } from '../../../lib/permissions/use-can';
import { CategoryTreeSelect } from '../../../widgets/category-select';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { productApi } from '../api/product-api';
import { PRODUCT_EDIT_COMPONENT, useComponentPath } from '../hooks/use-edit-page-path';
import { useShelfProducts } from '../hooks/use-shelf-products';
import styles from './ProductListPage.module.css';

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
const FILTER_FIELDS = ['code', 'name', 'categoryId', 'status', 'hot', 'recommend'] as const;
const rowId = (product: ProductRecord) => product.id;

/**
 * Catalogue → Products (component 'catalogue/ProductList'): filter by code, name, category, shelf status,
 * hot and recommended; create and edit (on the edit page), preview in the mall, put on or take off the
 * shelves one by one or in a batch (with a confirmation), delete, export the current filter.
 */
export default function ProductListPage() {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const editPath = useComponentPath(PRODUCT_EDIT_COMPONENT);
  const canAdd = useCan(Permission.productAdd);
  const canEdit = useCan(Permission.productEdit);
  const canDelete = useCan(Permission.productDelete);
  const canShelf = useCan(Permission.productShelf);
  const page = useCrudListPage({
    api: productApi,
    sortColumns: PRODUCT_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const { confirmDelete, clearSelection } = page;
  const shelf = useShelfProducts(clearSelection);
  const selected = page.selectedIds;

  const openEdit = useCallback(
    (id?: string) => {
      if (editPath) void navigate(id ? `${editPath}?id=${encodeURIComponent(id)}` : editPath);
    },
    [editPath, navigate],
  );

  const yesNo = useMemo(() => ({ true: { text: t('list.yes') }, false: { text: t('list.no') } }), [t]);
  const columns = useMemo<ProColumns<ProductRecord>[]>(() => {
    const list: ProColumns<ProductRecord>[] = [
      {
        title: t('field.image'),
        dataIndex: 'image',
        search: false,
        width: 72,
        render: (_, record) =>
          record.image ? <img src={record.image} alt="" className={styles.thumb} /> : '-',
      },
      { title: t('field.code'), dataIndex: 'code', sorter: true, ellipsis: true },
      { title: t('field.name'), dataIndex: 'name', ellipsis: true },
      {
        title: t('field.category'),
        dataIndex: 'categoryId',
        render: (_, record) => record.categoryId_dictText,
        formItemRender: () => <CategoryTreeSelect placeholder={t('edit.chooseCategory')} />,
      },
      { title: t('field.model'), dataIndex: 'model', search: false, ellipsis: true },
      {
        title: t('field.price'),
        dataIndex: 'price',
        search: false,
        render: (_, record) => formatMoney(record.price, record.currency),
      },
      {
        title: t('field.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: {
          [ShelfStatus.onShelf]: { text: t('status.onShelf') },
          [ShelfStatus.offShelf]: { text: t('status.offShelf') },
        },
        render: (_, record) => (
          <Tag color={record.status === ShelfStatus.onShelf ? 'green' : 'default'}>
            {record.status_dictText}
          </Tag>
        ),
      },
      {
        title: t('field.hot'),
        dataIndex: 'hot',
        valueType: 'select',
        valueEnum: yesNo,
        render: (_, record) => (record.hot ? t('list.yes') : t('list.no')),
      },
      {
        title: t('field.recommend'),
        dataIndex: 'recommend',
        valueType: 'select',
        valueEnum: yesNo,
        render: (_, record) => (record.recommend ? t('list.yes') : t('list.no')),
      },
      { title: t('field.sortNo'), dataIndex: 'sortNo', search: false, sorter: true },
      {
        title: t('field.createTime'),
        dataIndex: 'createTime',
        search: false,
        sorter: true,
        defaultSortOrder: 'descend',
        render: (_, record) => formatDateTime(record.createTime),
      },
      {
        title: tc('crud.actions'),
        key: 'actions',
        valueType: 'option',
        render: (_, record) => {
          const onShelf = record.status === ShelfStatus.onShelf;
          return (
            <Space size={0} wrap>
              {canEdit && editPath ? (
                <Button type="link" size="small" onClick={() => openEdit(record.id)}>
                  {tc('crud.edit')}
                </Button>
              ) : null}
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
              {canDelete ? (
                <Button type="link" size="small" danger onClick={() => confirmDelete(record)}>
                  {tc('crud.delete')}
                </Button>
              ) : null}
            </Space>
          );
        },
      },
    ];
    return list;
  }, [t, tc, yesNo, canEdit, canShelf, canDelete, editPath, openEdit, shelf, confirmDelete]);

  return (
    <div data-testid="product-table" className={styles.page}>
      {page.list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={
            <Button size="small" onClick={() => void page.list.refetch()}>
              {tc('crud.retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<ProductRecord>
        {...page.tableProps}
        rowSelection={canShelf || canDelete ? page.tableProps.rowSelection : false}
        headerTitle={t('list.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          canAdd && editPath ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openEdit()}>
              {tc('crud.add')}
            </Button>
          ) : null,
          <Button
            key="export"
            icon={<DownloadOutlined />}
            loading={page.mutations.exportXls.isPending}
            onClick={() => void page.exportCurrent(t('list.exportFileName')).catch(() => undefined)}
          >
            {page.mutations.exportXls.isPending ? tc('crud.exporting') : tc('crud.export')}
          </Button>,
        ]}
        tableExtraRender={() =>
          selected.length > 0 ? (
            <Space wrap data-testid="product-selection">
              <span>{tc('crud.selected', { count: selected.length })}</span>
              {canShelf ? (
                <Button onClick={() => shelf.confirm(selected, ShelfStatus.onShelf)}>
                  {t('list.onShelfSelected')}
                </Button>
              ) : null}
              {canShelf ? (
                <Button onClick={() => shelf.confirm(selected, ShelfStatus.offShelf)}>
                  {t('list.offShelfSelected')}
                </Button>
              ) : null}
              {canDelete ? (
                <Button danger onClick={page.confirmDeleteSelected}>
                  {tc('crud.batchDelete')}
                </Button>
              ) : null}
              <Button type="link" onClick={page.clearSelection}>
                {tc('crud.clearSelection')}
              </Button>
            </Space>
          ) : null
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }}
      />
    </div>
  );
}
