import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { ANNOUNCEMENT_SORT_COLUMNS, Permission, type AnnouncementRecord } from '@mall/shared';
import { Alert, Button, Empty, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { feedback } from '../../../lib/feedback';
import { isHttpError } from '../../../lib/http-error';
import { useCan } from '../../../lib/permissions/use-can';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { PRIORITY_COLOR } from '../../../widgets/notice-bell/priority';
import { announcementActions, announcementApi } from '../api/announcement-api';
import { AnnouncementFormModal } from '../components/AnnouncementFormModal';

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
const FILTER_FIELDS = ['titile', 'msgCategory', 'sendStatus', 'priority'] as const;
const rowId = (record: AnnouncementRecord) => record.id;
const STATUS_COLOR = { '0': 'default', '1': 'green', '2': 'volcano' } as const;

/** System → Announcements (component 'announcement/AnnouncementList'): drafts, publication and revocation. */
export default function AnnouncementListPage() {
  const { t } = useTranslation('announcement');
  const { t: tc } = useTranslation();
  const { modal, message } = feedback();
  const [formState, setFormState] = useState({ open: false, id: undefined as string | undefined, key: 0 });
  const openForm = useCallback(
    (id: string | undefined) => setFormState((state) => ({ open: true, id, key: state.key + 1 })),
    [],
  );
  const canAdd = useCan(Permission.announcementAdd);
  const canEdit = useCan(Permission.announcementEdit);
  const canDelete = useCan(Permission.announcementDelete);
  const canRelease = useCan(Permission.announcementRelease);
  const page = useCrudListPage({
    api: announcementApi,
    sortColumns: ANNOUNCEMENT_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const { confirmDelete, list } = page;

  const release = useCallback(
    (record: AnnouncementRecord, action: 'publish' | 'revoke') => {
      modal.confirm({
        title: t(action === 'publish' ? 'admin.publish' : 'admin.revoke'),
        content: t(action === 'publish' ? 'admin.confirmPublish' : 'admin.confirmRevoke', {
          title: record.titile,
        }),
        okText: tc('action.ok'),
        cancelText: tc('action.cancel'),
        onOk: async () => {
          try {
            await announcementActions[action](record.id);
            message.success(t(action === 'publish' ? 'admin.published' : 'admin.revoked'));
          } catch (error) {
            message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
          }
          void list.refetch();
        },
      });
    },
    [modal, message, t, tc, list],
  );

  const columns = useMemo<ProColumns<AnnouncementRecord>[]>(() => {
    const categoryEnum = { '1': { text: t('category.1') }, '2': { text: t('category.2') } };
    const priorityEnum = {
      L: { text: t('priority.L') },
      M: { text: t('priority.M') },
      H: { text: t('priority.H') },
    };
    const statusEnum = {
      '0': { text: t('status.0') },
      '1': { text: t('status.1') },
      '2': { text: t('status.2') },
    };
    const result: ProColumns<AnnouncementRecord>[] = [
      { title: t('fields.titile'), dataIndex: 'titile', sorter: true, ellipsis: true },
      {
        title: t('fields.msgCategory'),
        dataIndex: 'msgCategory',
        valueType: 'select',
        valueEnum: categoryEnum,
      },
      {
        title: t('fields.priority'),
        dataIndex: 'priority',
        sorter: true,
        valueType: 'select',
        valueEnum: priorityEnum,
        render: (_, record) => (
          <Tag color={PRIORITY_COLOR[record.priority]}>{t(`priority.${record.priority}`)}</Tag>
        ),
      },
      {
        title: t('fields.msgType'),
        dataIndex: 'msgType',
        search: false,
        render: (_, record) => t(`audience.${record.msgType}`),
      },
      {
        title: t('fields.sendStatus'),
        dataIndex: 'sendStatus',
        valueType: 'select',
        valueEnum: statusEnum,
        render: (_, record) => (
          <Tag color={STATUS_COLOR[record.sendStatus]}>{t(`status.${record.sendStatus}`)}</Tag>
        ),
      },
      { title: t('fields.sender'), dataIndex: 'sender', search: false },
      {
        title: t('fields.sendTime'),
        dataIndex: 'sendTime',
        search: false,
        sorter: true,
        render: (_, record) => formatDateTime(record.sendTime),
      },
      {
        title: t('fields.createTime'),
        dataIndex: 'createTime',
        search: false,
        sorter: true,
        defaultSortOrder: 'descend',
        render: (_, record) => formatDateTime(record.createTime),
      },
    ];
    if (canEdit || canDelete || canRelease) {
      result.push({
        title: tc('crud.actions'),
        key: 'actions',
        valueType: 'option',
        render: (_, record) => (
          <Space size={0}>
            {canEdit && record.sendStatus === '0' ? (
              <Button type="link" size="small" onClick={() => openForm(record.id)}>
                {tc('crud.edit')}
              </Button>
            ) : null}
            {canRelease && record.sendStatus === '0' ? (
              <Button type="link" size="small" onClick={() => release(record, 'publish')}>
                {t('admin.publish')}
              </Button>
            ) : null}
            {canRelease && record.sendStatus === '1' ? (
              <Button type="link" size="small" onClick={() => release(record, 'revoke')}>
                {t('admin.revoke')}
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
    return result;
  }, [t, tc, canEdit, canDelete, canRelease, openForm, confirmDelete, release]);

  const selected = page.selectedIds;
  return (
    <div data-testid="announcement-table">
      {page.list.isError ? <Alert type="error" showIcon message={t('admin.loadFailed')} /> : null}
      <ProTable<AnnouncementRecord>
        {...page.tableProps}
        rowSelection={canDelete ? page.tableProps.rowSelection : false}
        headerTitle={t('admin.listTitle')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          canAdd ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
              {tc('crud.add')}
            </Button>
          ) : null,
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
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.empty')} /> }}
      />
      <AnnouncementFormModal
        key={formState.key}
        open={formState.open}
        announcementId={formState.id}
        onClose={() => setFormState((state) => ({ ...state, open: false }))}
      />
    </div>
  );
}
