import { CATEGORY_ROOT, categoryEntity, pickLocalized, type CategoryNode } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Table } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { loadTreeRoot } from '../../../widgets/category-select';
import { CrudImportDialog } from '../../../widgets/crud/CrudImportDialog';
import { AddButton, ExportButton, ImportButton, SelectionBar } from '../../../widgets/crud/list-parts';
import { useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { exportFileName, useExportDownload } from '../../../widgets/crud/use-export-download';
import { categoryApi } from '../api/category-api';
import { CategoryFormModal, type CategoryFormTarget } from '../components/CategoryFormModal';
import { selectionLabels } from '../../../widgets/crud/selection-labels';

const { access, fields } = categoryEntity;

/**
 * System → Categories (component 'system/SysCategoryList'): the tree with add, add-child, edit, delete (one
 * or the chosen ones), export and Excel import, on the kit's toolbar, selection bar, import dialog and
 * form dialog; each by the access code of its server route.
 */
export default function CategoryListPage() {
  const { t } = useTranslation('refdata');
  const { t: tc } = useTranslation();
  const { message, modal } = feedback();
  const language = currentLanguage();
  const canAdd = useCan(access.add);
  const canEdit = useCan(access.edit);
  const canDelete = useCan(access.delete);
  const canExport = useCan(access.export);
  const canImport = useCan(access.import);
  const mutations = useCrudMutations(categoryApi);
  const download = useExportDownload(mutations.exportXls);
  const [importing, setImporting] = useState(false);
  const [form, setForm] = useState({ open: false, target: { mode: 'add', pid: CATEGORY_ROOT }, key: 0 } as {
    open: boolean;
    target: CategoryFormTarget;
    key: number;
  });
  const [selected, setSelected] = useState<string[]>([]);
  const tree = useQuery({
    queryKey: [...categoryApi.keys.all, 'tree', language],
    queryFn: () => loadTreeRoot(CATEGORY_ROOT, false),
  });
  const openForm = (target: CategoryFormTarget) =>
    setForm((state) => ({ open: true, target, key: state.key + 1 }));

  const confirmDelete = (node: CategoryNode) =>
    modal.confirm({
      title: tc('crud.confirmDelete'),
      content: node.title,
      okText: tc('crud.delete'),
      okButtonProps: { danger: true },
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await mutations.remove.mutateAsync(node.key);
        setSelected((ids) => ids.filter((id) => id !== node.key));
        message.success(tc('crud.deleted'));
      },
    });
  const confirmDeleteSelected = () =>
    modal.confirm({
      title: tc('crud.confirmBatchDelete'),
      content: tc('crud.selected', { count: selected.length }),
      okText: tc('crud.delete'),
      okButtonProps: { danger: true },
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await mutations.removeBatch.mutateAsync(selected);
        setSelected([]);
        message.success(tc('crud.deleted'));
      },
    });
  // The chosen categories when there are some, else all of them.
  const exportAll = () =>
    download.run(
      selected.length > 0 ? { selections: selected.join(',') } : {},
      exportFileName(categoryEntity, language),
    );

  return (
    <Card
      title={t('category.listTitle')}
      extra={
        <Space wrap>
          {canAdd ? (
            <AddButton
              label={t('category.addRoot')}
              onClick={() => openForm({ mode: 'add', pid: CATEGORY_ROOT })}
            />
          ) : null}
          {canExport ? (
            <ExportButton
              pending={mutations.exportXls.isPending}
              received={download.received}
              onClick={() => void exportAll().catch(() => undefined)}
            />
          ) : null}
          {canImport ? <ImportButton onClick={() => setImporting(true)} /> : null}
        </Space>
      }
    >
      {tree.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('category.loadFailed')}
          action={
            <Button size="small" onClick={() => void tree.refetch()}>
              {tc('crud.retry')}
            </Button>
          }
        />
      ) : null}
      {canDelete ? (
        <SelectionBar
          count={selected.length}
          onDelete={confirmDeleteSelected}
          onClear={() => setSelected([])}
        />
      ) : null}
      <Table<CategoryNode>
        data-testid="category-table"
        rowKey="key"
        loading={tree.isFetching}
        dataSource={tree.data ?? []}
        pagination={false}
        rowSelection={
          canDelete
            ? {
                checkStrictly: true,
                selectedRowKeys: selected,
                onChange: (keys: Key[]) => setSelected(keys.map(String)),
                ...selectionLabels(tree.data ?? [], (node) => String(node.title)),
              }
            : undefined
        }
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('category.empty')} />,
        }}
        columns={[
          { title: pickLocalized(fields.name.title, language), dataIndex: 'title' },
          { title: pickLocalized(fields.code.title, language), dataIndex: 'code' },
          {
            title: tc('crud.actions'),
            render: (_, node) => (
              <Space size={0} wrap>
                {canAdd ? (
                  <Button type="link" size="small" onClick={() => openForm({ mode: 'add', pid: node.key })}>
                    {t('category.addChild')}
                  </Button>
                ) : null}
                {canEdit ? (
                  <Button type="link" size="small" onClick={() => openForm({ mode: 'edit', id: node.key })}>
                    {tc('crud.edit')}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button type="link" size="small" danger onClick={() => confirmDelete(node)}>
                    {tc('crud.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <CategoryFormModal
        key={form.key}
        open={form.open}
        target={form.target}
        onClose={() => setForm((state) => ({ ...state, open: false }))}
      />
      {canImport ? (
        <CrudImportDialog
          api={categoryApi}
          open={importing}
          onClose={() => setImporting(false)}
          // The tree is read under the entity's keys: it reloads with them.
          onImported={() => void mutations.invalidate()}
        />
      ) : null}
    </Card>
  );
}
