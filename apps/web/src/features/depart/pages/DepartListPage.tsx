import { departEntity, dictTextOf, pickLocalized, type DepartTreeNode } from '@mall/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Input, Space, Spin, Tree } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { CrudImportDialog } from '../../../widgets/crud/CrudImportDialog';
import { AddButton, ExportButton, ImportButton, SelectionBar } from '../../../widgets/crud/list-parts';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { exportFileName, useExportDownload } from '../../../widgets/crud/use-export-download';
import { departApi, departTreeKey, fetchDepartTree, searchDeparts } from '../api/depart-api';
import { DepartFormModal, type DepartFormTarget } from '../components/DepartFormModal';
import { flattenTree, parentIds, subtreeIds, topmostIds } from '../tree';
import styles from './DepartListPage.module.css';

interface FormState {
  open: boolean;
  target: DepartFormTarget;
  key: number;
}

const { access, fields } = departEntity;

/**
 * System management → Departments (component 'system/DepartList'): the tenant's organisation tree on the
 * left (search by name, check several to delete them), the chosen department's details on the right;
 * create a company or a child, edit, delete with everything under it, export, Excel import. Labels, kinds,
 * the export's name and each action's access code (its server route's) come from the shared definition;
 * the toolbar, selection bar, import dialog and form are the kit's.
 */
export default function DepartListPage() {
  const { t } = useTranslation('org');
  const { t: tc } = useTranslation();
  const { modal, message } = feedback();
  const canAdd = useCan(access.add);
  const canEdit = useCan(access.edit);
  const canDelete = useCan(access.delete);
  const canList = useCan(access.list);
  const canExport = useCan(access.export);
  const canImport = useCan(access.import);
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const tree = useQuery({ queryKey: departTreeKey, queryFn: ({ signal }) => fetchDepartTree(signal) });
  const mutations = useCrudMutations(departApi);
  const download = useExportDownload(mutations.exportXls);
  const [importing, setImporting] = useState(false);
  const search = useMutation({ mutationFn: searchDeparts });
  const [searching, setSearching] = useState(false);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState<string[]>([]);
  const [formState, setFormState] = useState<FormState>({
    open: false,
    target: { mode: 'add', parent: null },
    key: 0,
  });
  const nodes = useMemo(
    () => (searching ? (search.data ?? []) : (tree.data ?? [])),
    [searching, search.data, tree.data],
  );
  const all = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const selectedNode = all.find((node) => node.id === selectedId);
  const detail = useCrudDetail(departApi, canList && selectedNode ? selectedNode.id : undefined);

  const openForm = (target: DepartFormTarget) =>
    setFormState((state) => ({ open: true, target, key: state.key + 1 }));

  const runSearch = (value: string) => {
    const text = value.trim();
    setSearching(text !== '');
    if (text) search.mutate(text);
  };

  // A delete takes everything under the department: none of it stays chosen, so that no detail of a
  // deleted department is read again (it would answer "not found" after "deleted").
  const forgetDeleted = (ids: readonly string[]) => {
    const gone = subtreeIds(tree.data ?? [], ids);
    if (selectedId && gone.has(selectedId)) setSelectedId(undefined);
    setChecked((list) => list.filter((id) => !gone.has(id)));
  };

  const confirmDelete = (node: DepartTreeNode) =>
    modal.confirm({
      title: t('depart.confirmDelete', { name: node.title }),
      okText: tc('crud.delete'),
      okButtonProps: { danger: true },
      cancelText: tc('action.cancel'),
      onOk: async () => {
        forgetDeleted([node.id]);
        await mutations.remove.mutateAsync(node.id);
        message.success(tc('crud.deleted'));
      },
    });

  const confirmDeleteChecked = () => {
    const ids = topmostIds(tree.data ?? [], checked);
    return modal.confirm({
      title: tc('crud.confirmBatchDelete'),
      content: tc('crud.selected', { count: ids.length }),
      okText: tc('crud.delete'),
      okButtonProps: { danger: true },
      cancelText: tc('action.cancel'),
      onOk: async () => {
        forgetDeleted(ids);
        await mutations.removeBatch.mutateAsync(ids);
        message.success(tc('crud.deleted'));
      },
    });
  };

  // The checked departments when there are some, else all of them.
  const exportAll = () =>
    download.run(
      checked.length > 0 ? { selections: checked.join(',') } : {},
      exportFileName(departEntity, language),
    );

  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const expanded = useMemo(() => parentIds(nodes), [nodes]);

  return (
    <div className={styles.layout} data-testid="depart-page">
      <Card title={t('depart.treeTitle')} size="small">
        <Space wrap className={styles.toolbar}>
          {canAdd ? (
            <AddButton label={t('depart.addRoot')} onClick={() => openForm({ mode: 'add', parent: null })} />
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
        <Input.Search
          aria-label={t('depart.search')}
          placeholder={t('depart.searchPlaceholder')}
          allowClear
          enterButton
          loading={search.isPending}
          onSearch={runSearch}
          className={styles.toolbar}
        />
        {tree.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('depart.loadFailed')}
            action={
              <Button size="small" onClick={() => void tree.refetch()}>
                {tc('crud.retry')}
              </Button>
            }
          />
        ) : null}
        {canDelete ? (
          <div className={styles.toolbar}>
            <SelectionBar
              count={checked.length}
              onDelete={confirmDeleteChecked}
              onClear={() => setChecked([])}
            />
          </div>
        ) : null}
        <Spin spinning={tree.isPending || search.isPending}>
          {treeData.length === 0 && !tree.isPending ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={searching ? t('depart.noMatch') : t('depart.emptyTree')}
            />
          ) : (
            <Tree
              key={expanded.join(',')}
              className={styles.tree}
              aria-label={t('depart.treeTitle')}
              checkable={canDelete && !searching}
              checkStrictly
              checkedKeys={checked}
              onCheck={(keys) => setChecked(checkedIds(keys))}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) => setSelectedId(keys[0] === undefined ? undefined : String(keys[0]))}
              defaultExpandedKeys={expanded}
              treeData={treeData}
            />
          )}
        </Spin>
      </Card>

      <Card
        size="small"
        title={selectedNode ? selectedNode.title : t('depart.detailTitle')}
        extra={
          selectedNode ? (
            <Space wrap size={0}>
              {canAdd && selectedNode.orgCategory !== 3 ? (
                <Button
                  type="link"
                  onClick={() =>
                    openForm({
                      mode: 'add',
                      parent: {
                        id: selectedNode.id,
                        title: selectedNode.title,
                        orgCategory: selectedNode.orgCategory,
                      },
                    })
                  }
                >
                  {t('depart.addChild')}
                </Button>
              ) : null}
              {canEdit ? (
                <Button type="link" onClick={() => openForm({ mode: 'edit', departId: selectedNode.id })}>
                  {tc('crud.edit')}
                </Button>
              ) : null}
              {canDelete ? (
                <Button type="link" danger onClick={() => confirmDelete(selectedNode)}>
                  {tc('crud.delete')}
                </Button>
              ) : null}
            </Space>
          ) : null
        }
      >
        {selectedNode ? (
          <Spin spinning={detail.isFetching}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={label('departName')}>{selectedNode.title}</Descriptions.Item>
              <Descriptions.Item label={label('orgCode')}>{selectedNode.orgCode}</Descriptions.Item>
              <Descriptions.Item label={label('orgCategory')}>
                {dictTextOf(fields.orgCategory, selectedNode.orgCategory, language)}
              </Descriptions.Item>
              <Descriptions.Item label={label('parentId')}>
                {all.find((node) => node.id === selectedNode.parentId)?.title ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={label('sortNo')}>{selectedNode.sortNo}</Descriptions.Item>
              {detail.data ? (
                <>
                  <Descriptions.Item label={label('mobile')}>{detail.data.mobile ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label={label('address')}>{detail.data.address ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label={label('memo')}>{detail.data.memo ?? '-'}</Descriptions.Item>
                </>
              ) : null}
            </Descriptions>
          </Spin>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('depart.pickHint')} />
        )}
      </Card>

      <DepartFormModal
        key={formState.key}
        open={formState.open}
        target={formState.target}
        onClose={(saved) => {
          setFormState((state) => ({ ...state, open: false }));
          if (saved) setSelectedId(saved.id);
        }}
      />
      {canImport ? (
        <CrudImportDialog
          api={departApi}
          open={importing}
          onClose={() => setImporting(false)}
          // The tree is read under the entity's keys: it reloads with them.
          onImported={() => void mutations.invalidate()}
        />
      ) : null}
    </div>
  );
}

interface TreeItem {
  key: string;
  title: string;
  children?: TreeItem[];
}

function toTreeData(nodes: readonly DepartTreeNode[]): TreeItem[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.title,
    ...(node.children?.length ? { children: toTreeData(node.children) } : {}),
  }));
}

/** antd answers checked keys as a list, or (with checkStrictly) as { checked, halfChecked }. */
function checkedIds(keys: Key[] | { checked: Key[]; halfChecked: Key[] }): string[] {
  return (Array.isArray(keys) ? keys : keys.checked).map(String);
}
