import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { DICT_SORT_COLUMNS, EMPTY_TEXT, Permission, type DictRecord } from '@mall/shared';
import { Button, Empty, Space, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useCan } from '../../../lib/permissions/use-can';
import { readTenantId, writePreloadedDictionaries } from '../../../lib/stored-session';
import { invalidateDictionaries } from '../../../widgets/dict-select';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { dictApi, refreshDictCache } from '../api/dict-api';
import { DictFormModal } from '../components/DictFormModal';
import { DictItemsDrawer } from '../components/DictItemsDrawer';

const DEFAULT_SORT = { column: 'dictCode', order: 'asc' } as const;
const FILTER_FIELDS = ['dictCode', 'dictName'] as const;
const rowId = (dict: DictRecord) => dict.id;

/**
 * System → Dictionaries (component 'system/DictList'): list, add, edit, delete one or a selection, export
 * the current filter; items in a drawer.
 */
export default function DictListPage() {
  const { t, i18n } = useTranslation('refdata');
  const { t: tc } = useTranslation();
  const canAdd = useCan(Permission.dictAdd);
  const canEdit = useCan(Permission.dictEdit);
  const canDelete = useCan(Permission.dictDelete);
  const [form, setForm] = useState<{ open: boolean; record: DictRecord | undefined; key: number }>({
    open: false,
    record: undefined,
    key: 0,
  });
  const [itemsOf, setItemsOf] = useState<DictRecord | undefined>();
  const client = useQueryClient();
  const { message } = feedback();
  const refresh = useMutation({
    mutationFn: refreshDictCache,
    onSuccess: async (preloaded) => {
      writePreloadedDictionaries(readTenantId(), i18n.language, preloaded);
      await invalidateDictionaries(client);
      message.success(t('dict.cacheRefreshed'));
    },
  });
  const page = useCrudListPage({
    api: dictApi,
    sortColumns: DICT_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const openForm = (record: DictRecord | undefined) =>
    setForm((state) => ({ open: true, record, key: state.key + 1 }));
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const selected = page.selectedIds;

  const columns: ProColumns<DictRecord>[] = [
    { title: t('dict.dictCode'), dataIndex: 'dictCode', sorter: true },
    {
      title: t('dict.dictName'),
      dataIndex: 'dictName',
      render: (_, dict) => dict.dictName[language] || dict.dictName.zh,
    },
    { title: t('dict.description'), dataIndex: 'description', search: false, ellipsis: true },
    {
      title: t('dict.preload'),
      dataIndex: 'preload',
      search: false,
      render: (_, dict) => (dict.preload ? <Tag color="blue">{t('dict.preloaded')}</Tag> : EMPTY_TEXT),
    },
    {
      title: tc('crud.actions'),
      valueType: 'option',
      render: (_, dict) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setItemsOf(dict)}>
            {t('dict.items')}
          </Button>
          {canEdit ? (
            <Button type="link" size="small" onClick={() => openForm(dict)}>
              {tc('crud.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button type="link" size="small" danger onClick={() => page.confirmDelete(dict)}>
              {tc('crud.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="dict-table">
      <ProTable<DictRecord>
        {...page.tableProps}
        rowSelection={canDelete ? page.tableProps.rowSelection : false}
        headerTitle={t('dict.listTitle')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          canAdd ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
              {t('dict.addDict')}
            </Button>
          ) : null,
          canEdit ? (
            <Button
              key="refresh-cache"
              icon={<ReloadOutlined />}
              loading={refresh.isPending}
              onClick={() => refresh.mutate()}
            >
              {t('dict.refreshCache')}
            </Button>
          ) : null,
          <Button
            key="export"
            icon={<DownloadOutlined />}
            loading={page.mutations.exportXls.isPending}
            onClick={() => void page.exportCurrent(t('dict.exportFileName')).catch(() => undefined)}
          >
            {page.mutations.exportXls.isPending ? tc('crud.exporting') : tc('crud.export')}
          </Button>,
        ]}
        tableExtraRender={() =>
          selected.length > 0 ? (
            <Space wrap data-testid="dict-selection">
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
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dict.empty')} /> }}
      />
      <DictFormModal
        key={form.key}
        open={form.open}
        record={form.record}
        onClose={() => setForm((state) => ({ ...state, open: false }))}
      />
      <DictItemsDrawer
        dict={itemsOf}
        canAdd={canAdd}
        canEdit={canEdit}
        canDelete={canDelete}
        onClose={() => setItemsOf(undefined)}
      />
    </div>
  );
}
