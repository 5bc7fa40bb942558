import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Permission, ROLE_SORT_COLUMNS, roleNameIn, type RoleRecord } from '@mall/shared';
import { Alert, Button, Empty, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { roleApi } from '../api/role-api';
import { RoleFormModal } from '../components/RoleFormModal';
import { RolePermissionDrawer } from '../components/RolePermissionDrawer';

const DEFAULT_SORT = { column: 'createTime', order: 'asc' } as const;
const FILTER_FIELDS = ['roleName', 'roleCode'] as const;
const rowId = (role: RoleRecord) => role.id;

interface FormState {
  open: boolean;
  roleId: string | undefined;
  key: number;
}

/** System management → Roles (component 'system/RoleList'): list, create, edit, delete, export, grants. */
export default function RoleListPage() {
  const { t } = useTranslation('access');
  const { t: tc } = useTranslation();
  const [formState, setFormState] = useState<FormState>({ open: false, roleId: undefined, key: 0 });
  const [granting, setGranting] = useState<RoleRecord | undefined>(undefined);
  const openForm = useCallback(
    (roleId: string | undefined) => setFormState((state) => ({ open: true, roleId, key: state.key + 1 })),
    [],
  );
  const canAdd = useCan(Permission.roleAdd);
  const canEdit = useCan(Permission.roleEdit);
  const canDelete = useCan(Permission.roleDelete);
  const canExport = useCan(Permission.roleExport);
  const canAuthorize = useCan(Permission.roleAuthorize);
  const page = useCrudListPage({
    api: roleApi,
    sortColumns: ROLE_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const { confirmDelete } = page;
  const hasActions = canEdit || canDelete || canAuthorize;

  const columns = useMemo(() => {
    const list: ProColumns<RoleRecord>[] = [
      {
        title: t('role.roleName'),
        dataIndex: 'roleName',
        sorter: true,
        ellipsis: true,
        render: (_, role) => roleNameIn(role, currentLanguage()),
      },
      { title: t('role.roleCode'), dataIndex: 'roleCode', sorter: true },
      { title: t('role.description'), dataIndex: 'description', search: false, ellipsis: true },
      {
        title: t('role.createTime'),
        dataIndex: 'createTime',
        search: false,
        sorter: true,
        render: (_, role) => formatDateTime(role.createTime),
      },
    ];
    if (hasActions) {
      list.push({
        title: tc('crud.actions'),
        key: 'actions',
        valueType: 'option',
        render: (_, role) => (
          <Space size={0} wrap>
            {canAuthorize ? (
              <Button type="link" size="small" onClick={() => setGranting(role)}>
                {t('role.authorize')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button type="link" size="small" onClick={() => openForm(role.id)}>
                {tc('crud.edit')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button type="link" size="small" danger onClick={() => confirmDelete(role)}>
                {tc('crud.delete')}
              </Button>
            ) : null}
          </Space>
        ),
      });
    }
    return list;
  }, [t, tc, hasActions, canAuthorize, canEdit, canDelete, confirmDelete, openForm]);

  const selected = page.selectedIds;
  const toolbar = () => [
    canAdd ? (
      <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
        {tc('crud.add')}
      </Button>
    ) : null,
    canExport ? (
      <Button
        key="export"
        icon={<DownloadOutlined />}
        loading={page.mutations.exportXls.isPending}
        onClick={() => void page.exportCurrent(t('role.exportFileName')).catch(() => undefined)}
      >
        {page.mutations.exportXls.isPending ? tc('crud.exporting') : tc('crud.export')}
      </Button>
    ) : null,
  ];

  return (
    <div data-testid="role-table">
      {page.list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('role.loadFailed')}
          action={
            <Button size="small" onClick={() => void page.list.refetch()}>
              {tc('crud.retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<RoleRecord>
        {...page.tableProps}
        rowSelection={canDelete ? page.tableProps.rowSelection : false}
        headerTitle={t('role.listTitle')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={toolbar}
        tableExtraRender={() =>
          selected.length > 0 ? (
            <Space wrap data-testid="role-selection">
              <span>{tc('crud.selected', { count: selected.length })}</span>
              {canDelete ? (
                <Button danger icon={<DeleteOutlined />} onClick={page.confirmDeleteSelected}>
                  {tc('crud.batchDelete')}
                </Button>
              ) : null}
              <Button type="link" onClick={page.clearSelection}>
                {tc('crud.clearSelection')}
              </Button>
            </Space>
          ) : null
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.empty')} /> }}
      />
      <RoleFormModal
        key={formState.key}
        open={formState.open}
        roleId={formState.roleId}
        onClose={() => setFormState((state) => ({ ...state, open: false }))}
      />
      <RolePermissionDrawer
        key={granting?.id ?? 'closed'}
        role={granting}
        onClose={() => setGranting(undefined)}
      />
    </div>
  );
}
