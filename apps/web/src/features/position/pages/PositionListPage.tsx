import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import {
  Permission,
  POSITION_RANKS,
  POSITION_SORT_COLUMNS,
  positionNameIn,
  type PositionRecord,
} from '@mall/shared';
import { Alert, Button, Empty, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { positionApi } from '../api/position-api';
import { PositionFormModal } from '../components/PositionFormModal';
import styles from './PositionListPage.module.css';

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
const FILTER_FIELDS = ['code', 'name', 'postRank'] as const;
const rowId = (position: PositionRecord) => position.id;

interface FormState {
  open: boolean;
  positionId: string | undefined;
  key: number;
}

/** System management → Positions (component 'system/PositionList'): list, create, edit, delete, export. */
export default function PositionListPage() {
  const { t } = useTranslation('org');
  const { t: tc } = useTranslation();
  const [formState, setFormState] = useState<FormState>({ open: false, positionId: undefined, key: 0 });
  const openForm = useCallback(
    (positionId: string | undefined) =>
      setFormState((state) => ({ open: true, positionId, key: state.key + 1 })),
    [],
  );
  const canAdd = useCan(Permission.positionAdd);
  const canEdit = useCan(Permission.positionEdit);
  const canDelete = useCan(Permission.positionDelete);
  const page = useCrudListPage({
    api: positionApi,
    sortColumns: POSITION_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const { confirmDelete } = page;

  const columns = useMemo<ProColumns<PositionRecord>[]>(() => {
    const list: ProColumns<PositionRecord>[] = [
      { title: t('position.code'), dataIndex: 'code', sorter: true },
      {
        title: t('position.name'),
        dataIndex: 'name',
        sorter: true,
        ellipsis: true,
        render: (_, position) => positionNameIn(position, currentLanguage()),
      },
      {
        title: t('position.postRank'),
        dataIndex: 'postRank',
        sorter: true,
        valueType: 'select',
        valueEnum: Object.fromEntries(
          POSITION_RANKS.map((rank) => [rank, { text: t(`position.rank${rank}`) }]),
        ),
        render: (_, record) => record.postRank_dictText,
      },
      { title: t('position.postLevel'), dataIndex: 'postLevel', sorter: true, search: false },
      { title: t('position.memo'), dataIndex: 'memo', search: false, ellipsis: true },
      {
        title: t('position.createTime'),
        dataIndex: 'createTime',
        search: false,
        sorter: true,
        defaultSortOrder: 'descend',
        render: (_, record) => formatDateTime(record.createTime),
      },
    ];
    if (canEdit || canDelete) {
      list.push({
        title: tc('crud.actions'),
        key: 'actions',
        valueType: 'option',
        render: (_, record) => (
          <Space size={0}>
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
      });
    }
    return list;
  }, [t, tc, canEdit, canDelete, openForm, confirmDelete]);

  const toolbar = () => [
    canAdd ? (
      <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
        {tc('crud.add')}
      </Button>
    ) : null,
    <Button
      key="export"
      icon={<DownloadOutlined />}
      loading={page.mutations.exportXls.isPending}
      onClick={() => void page.exportCurrent(t('position.exportFileName')).catch(() => undefined)}
    >
      {page.mutations.exportXls.isPending ? tc('crud.exporting') : tc('crud.export')}
    </Button>,
  ];

  const selected = page.selectedIds;
  return (
    <div data-testid="position-table" className={styles.page}>
      {page.list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('position.loadFailed')}
          action={
            <Button size="small" onClick={() => void page.list.refetch()}>
              {tc('crud.retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<PositionRecord>
        {...page.tableProps}
        rowSelection={canDelete ? page.tableProps.rowSelection : false}
        headerTitle={t('position.listTitle')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={toolbar}
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
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('position.empty')} />,
        }}
      />
      <PositionFormModal
        key={formState.key}
        open={formState.open}
        positionId={formState.positionId}
        onClose={() => setFormState((state) => ({ ...state, open: false }))}
      />
    </div>
  );
}
