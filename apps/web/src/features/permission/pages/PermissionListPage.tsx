import { MenuKind, Permission, type PermissionRecord } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useCan } from '../../../lib/permissions/use-can';
import { AddButton, emptyList, LoadFailedAlert } from '../../../widgets/crud/list-parts';
import { useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { fetchPermissionTree, permissionApi, permissionKeys } from '../api/permission-api';
import { menuIconOf } from '../../../widgets/menu-icon/menu-icon';
import { PermissionFormDrawer, type PermissionFormTarget } from '../components/PermissionFormDrawer';

const TYPE_COLOR: Record<number, string> = { 0: 'blue', 1: 'cyan', 2: 'orange' };

/**
 * System management → Menus (component 'system/PermissionList'): the menu, sub-menu and button tree as a
 * tree table, with create, add-child, edit and delete (an entry goes with everything under it).
 */
export default function PermissionListPage() {
  const { t } = useTranslation('access');
  const { t: tc } = useTranslation();
  const { modal, message } = feedback();
  const [target, setTarget] = useState<PermissionFormTarget | undefined>(undefined);
  const canAdd = useCan(Permission.permissionAdd);
  const canEdit = useCan(Permission.permissionEdit);
  const canDelete = useCan(Permission.permissionDelete);
  const tree = useQuery({ queryKey: permissionKeys.tree, queryFn: fetchPermissionTree });
  const { remove } = useCrudMutations(permissionApi);

  const typeLabel = useMemo(
    () => ({
      [MenuKind.topMenu]: t('menu.typeTop'),
      [MenuKind.subMenu]: t('menu.typeSub'),
      [MenuKind.button]: t('menu.typeButton'),
    }),
    [t],
  );

  const columns = useMemo(() => {
    const confirmDelete = (record: PermissionRecord) =>
      modal.confirm({
        title: t('menu.deleteConfirm'),
        content: record.title,
        okText: tc('crud.delete'),
        okButtonProps: { danger: true },
        cancelText: tc('action.cancel'),
        onOk: async () => {
          await remove.mutateAsync(record.id);
          message.success(tc('crud.deleted'));
        },
      });
    const list: TableColumnsType<PermissionRecord> = [
      { title: t('menu.title'), dataIndex: 'title', key: 'title' },
      {
        title: t('menu.menuType'),
        dataIndex: 'menuType',
        key: 'menuType',
        render: (type: number) => <Tag color={TYPE_COLOR[type]}>{typeLabel[type as 0 | 1 | 2]}</Tag>,
      },
      {
        title: t('menu.icon'),
        dataIndex: 'icon',
        key: 'icon',
        // The icon itself, named by its icon name; a name no icon has stays readable as text.
        render: (icon: string | null) => {
          const drawn = menuIconOf(icon);
          return drawn ? (
            <span role="img" aria-label={icon ?? ''} title={icon ?? ''}>
              {drawn}
            </span>
          ) : (
            icon
          );
        },
      },
      { title: t('menu.component'), dataIndex: 'component', key: 'component', ellipsis: true },
      {
        title: t('menu.path'),
        key: 'path',
        ellipsis: true,
        render: (_, record) => record.url ?? record.perms,
      },
      { title: t('menu.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 80 },
    ];
    if (canAdd || canEdit || canDelete) {
      list.push({
        title: tc('crud.actions'),
        key: 'actions',
        render: (_, record) => (
          <Space size={0} wrap>
            {canEdit ? (
              <Button type="link" size="small" onClick={() => setTarget({ record })}>
                {tc('crud.edit')}
              </Button>
            ) : null}
            {canAdd && record.menuType !== MenuKind.button ? (
              <Button type="link" size="small" onClick={() => setTarget({ parent: record })}>
                {t('menu.addChild')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button type="link" size="small" danger onClick={() => confirmDelete(record)}>
                {tc('crud.delete')}
              </Button>
            ) : null}
          </Space>
        ),
      });
    }
    return list;
  }, [t, tc, typeLabel, canAdd, canEdit, canDelete, modal, message, remove]);

  return (
    <div data-testid="permission-table">
      {tree.isError ? (
        <LoadFailedAlert text={t('menu.loadFailed')} onRetry={() => void tree.refetch()} />
      ) : null}
      <Card
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('menu.listTitle')}</h2>}
        extra={canAdd ? <AddButton label={t('menu.addTop')} onClick={() => setTarget({})} /> : null}
      >
        <Table<PermissionRecord>
          rowKey="id"
          size="middle"
          loading={tree.isFetching}
          columns={columns}
          dataSource={tree.data ?? []}
          pagination={false}
          locale={{ emptyText: emptyList(t('menu.empty')) }}
        />
      </Card>
      <PermissionFormDrawer target={target} tree={tree.data ?? []} onClose={() => setTarget(undefined)} />
    </div>
  );
}
