import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Permission, TENANT_SORT_COLUMNS, TenantState, type TenantRecord } from '@mall/shared';
import { Alert, Button, Empty, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useCan } from '../../../lib/permissions/use-can';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { tenantApi } from '../api/tenant-api';
import { TenantFormModal } from '../components/TenantFormModal';
import { TenantUsersDrawer } from '../components/TenantUsersDrawer';
import styles from './TenantListPage.module.css';

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
const FILTER_FIELDS = ['name', 'status'] as const;
const rowId = (tenant: TenantRecord) => tenant.id;

interface FormState {
  open: boolean;
  tenantId: string | undefined;
  key: number;
}

/** System management → Tenants (component 'system/TenantList'): the caller's tenants, CRUD, members. */
export default function TenantListPage() {
  const { t } = useTranslation('org');
  const { t: tc } = useTranslation();
  const [formState, setFormState] = useState<FormState>({ open: false, tenantId: undefined, key: 0 });
  const [usersOf, setUsersOf] = useState<TenantRecord | null>(null);
  const openForm = useCallback(
    (tenantId: string | undefined) => setFormState((state) => ({ open: true, tenantId, key: state.key + 1 })),
    [],
  );
  const canAdd = useCan(Permission.tenantAdd);
  const canEdit = useCan(Permission.tenantEdit);
  const canDelete = useCan(Permission.tenantDelete);
  const page = useCrudListPage({
    api: tenantApi,
    sortColumns: TENANT_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const { confirmDelete } = page;

  const columns = useMemo<ProColumns<TenantRecord>[]>(
    () => [
      { title: t('tenant.name'), dataIndex: 'name', sorter: true, ellipsis: true },
      { title: t('tenant.nameEn'), dataIndex: 'nameEn', search: false, ellipsis: true },
      {
        title: t('tenant.status'),
        dataIndex: 'status',
        valueType: 'select',
        valueEnum: {
          [TenantState.normal]: { text: t('tenant.statusNormal') },
          [TenantState.frozen]: { text: t('tenant.statusFrozen') },
        },
        render: (_, record) => (
          <Tag color={record.status === TenantState.normal ? 'green' : 'red'}>{record.status_dictText}</Tag>
        ),
      },
      {
        title: t('tenant.beginDate'),
        dataIndex: 'beginDate',
        search: false,
        render: (_, record) => (record.beginDate ? formatDateTime(record.beginDate) : '-'),
      },
      {
        title: t('tenant.endDate'),
        dataIndex: 'endDate',
        search: false,
        render: (_, record) => (record.endDate ? formatDateTime(record.endDate) : '-'),
      },
      { title: t('tenant.userCount'), dataIndex: 'userCount', search: false },
      {
        title: t('tenant.createTime'),
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
        render: (_, record) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setUsersOf(record)}>
              {t('tenant.users')}
            </Button>
            {canEdit ? (
              <Button type="link" size="small" onClick={() => openForm(record.id)}>
                {tc('crud.edit')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button type="link" size="small" danger onClick={() => confirmDelete(record)}>
                {tc('crud.delete')}
              </Button>
            ) : null}
          </Space>
        ),
      },
    ],
    [t, tc, canEdit, canDelete, openForm, confirmDelete],
  );

  const selected = page.selectedIds;
  return (
    <div data-testid="tenant-table" className={styles.page}>
      {page.list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('tenant.loadFailed')}
          action={
            <Button size="small" onClick={() => void page.list.refetch()}>
              {tc('crud.retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<TenantRecord>
        {...page.tableProps}
        rowSelection={canDelete ? page.tableProps.rowSelection : false}
        headerTitle={t('tenant.listTitle')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          canAdd ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
              {tc('crud.add')}
            </Button>
          ) : null,
          <Button
            key="export"
            icon={<DownloadOutlined />}
            loading={page.mutations.exportXls.isPending}
            onClick={() => void page.exportCurrent(t('tenant.exportFileName')).catch(() => undefined)}
          >
            {page.mutations.exportXls.isPending ? tc('crud.exporting') : tc('crud.export')}
          </Button>,
        ]}
        tableExtraRender={() =>
          selected.length > 0 ? (
            <Space wrap>
              <span>{tc('crud.selected', { count: selected.length })}</span>
              <Button danger icon={<DeleteOutlined />} onClick={page.confirmDeleteSelected}>
                {tc('crud.batchDelete')}
              </Button>
              <Button type="link" onClick={page.clearSelection}>
                {tc('crud.clearSelection')}
              </Button>
            </Space>
          ) : null
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tenant.empty')} /> }}
      />
      <TenantFormModal
        key={formState.key}
        open={formState.open}
        tenantId={formState.tenantId}
        onClose={() => setFormState((state) => ({ ...state, open: false }))}
      />
      <TenantUsersDrawer tenant={usersOf} onClose={() => setUsersOf(null)} />
    </div>
  );
}
