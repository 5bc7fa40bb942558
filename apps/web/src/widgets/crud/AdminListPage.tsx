import { ProTable, type ProColumns, type ProFormInstance } from '@ant-design/pro-components';
import type { EntityDefinition } from '@mall/shared';
import { Button, Space } from 'antd';
import { useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/permissions/use-can';
import { SuperQuery } from '../super-query';
import type { CrudApi } from './crud-api';
import { CrudImportDialog } from './CrudImportDialog';
import { entityColumns, type ColumnTweaks } from './entity-columns';
import {
  AddButton,
  emptyList,
  ExportButton,
  ImportButton,
  LoadFailedAlert,
  SelectionBar,
  FILTER_BAR_SEARCH,
} from './list-parts';
import { useCrudListPage } from './use-crud-list-page';
import { exportFileName } from './use-export-download';

/** Which form the page shows: closed, a new record, or the record `id`; `key` remounts it per opening. */
export interface FormState {
  open: boolean;
  id: string | undefined;
  key: number;
  close(): void;
}

export interface AdminListPageProps<TRecord extends { id: string }> {
  entity: EntityDefinition;
  api: CrudApi<TRecord, never, never>;
  /** The list's test id (e2e) and heading. */
  testId: string;
  title: ReactNode;
  /**
   * The filters the list starts with and returns to on reset (a constant; the search form shows them).
   * Absent: no filter.
   */
  initialFilters?: Readonly<Record<string, unknown>>;
  /** The search form, for a page that sets a filter itself (e.g. a "pending only" switch). */
  formRef?: RefObject<ProFormInstance | undefined>;
  /** Called when the search form is reset, after the list returns to its initial filters. */
  onReset?(): void;
  /** The empty list's and the load failure's texts. */
  emptyText: string;
  loadFailedText: string;
  columns?: ColumnTweaks<TRecord>;
  /** More toolbar buttons, after add and export. */
  toolbarActions?(): ReactNode[];
  /** Whether a record offers edit (default: every record, given the edit permission). */
  editable?(record: TRecord): boolean;
  /** More row actions, between edit and delete. */
  rowActions?(record: TRecord): ReactNode;
  /** The form dialog of the entity, given whether and what it edits. */
  renderForm?(state: FormState): ReactNode;
  /**
   * Opens the add (`id` undefined) or edit form elsewhere, e.g. on a page of its own, in place of the
   * dialog of `renderForm`.
   */
  openRecord?(id: string | undefined): void;
  /**
   * More buttons of the selection bar for the selected ids, before batch delete. Given, rows may be
   * selected even without the delete permission.
   */
  selectionActions?(ids: string[], clearSelection: () => void): ReactNode;
  /** Anything else the page shows (e.g. another dialog). */
  children?: ReactNode;
}

/**
 * The admin list page of an entity on the kit: search form and columns from the definition, toolbar
 * (add, export, import) and row actions (edit, delete) by the definition's access codes, selection bar with batch
 * delete, empty state, paging, and a load failure with retry.
 */
export function AdminListPage<TRecord extends { id: string }>(props: AdminListPageProps<TRecord>) {
  const {
    entity,
    api,
    columns: tweaks,
    editable,
    rowActions,
    renderForm,
    openRecord,
    selectionActions,
  } = props;
  const { t } = useTranslation();
  const [form, setForm] = useState({ open: false, id: undefined as string | undefined, key: 0 });
  const openForm = useCallback(
    (id: string | undefined) =>
      openRecord ? openRecord(id) : setForm((state) => ({ open: true, id, key: state.key + 1 })),
    [openRecord],
  );
  const canAdd = useCan(entity.access.add);
  const canEdit = useCan(entity.access.edit);
  const canDelete = useCan(entity.access.delete);
  const canExport = useCan(entity.access.export) && entity.access.export !== undefined;
  const canImport = useCan(entity.access.import) && entity.access.import !== undefined;
  const [importing, setImporting] = useState(false);
  const page = useCrudListPage({
    api,
    sortColumns: entity.sortColumns,
    defaultSort: entity.defaultSort,
    filterFields: entity.filterFields,
    initialFilters: props.initialFilters,
    keepFilters: true,
    rowId: (record: TRecord) => record.id,
  });
  const ownFormRef = useRef<ProFormInstance>(undefined);
  const formRef = props.formRef ?? ownFormRef;
  const { confirmDelete } = page;
  const language = currentLanguage();

  const columns = useMemo(() => {
    const list: ProColumns<TRecord>[] = entityColumns(entity, language, tweaks);
    if (canEdit || canDelete || rowActions) {
      list.push({
        title: t('crud.actions'),
        key: 'actions',
        valueType: 'option',
        render: (_, record) => (
          <Space size={0}>
            {canEdit && entity.access.edit && (editable?.(record) ?? true) ? (
              <Button type="link" size="small" onClick={() => openForm(record.id)}>
                {t('crud.edit')}
              </Button>
            ) : null}
            {rowActions?.(record)}
            {canDelete && entity.access.delete ? (
              <Button type="link" size="small" danger onClick={() => confirmDelete(record)}>
                {t('crud.delete')}
              </Button>
            ) : null}
          </Space>
        ),
      });
    }
    return list;
  }, [entity, language, tweaks, canEdit, canDelete, editable, rowActions, t, openForm, confirmDelete]);

  const offersAdvanced = Object.keys(entity.superQueryFields).length > 0;
  const toolbar = () => [
    offersAdvanced ? (
      <SuperQuery
        key="super-query"
        fields={entity.superQueryFields}
        saveCode={entity.name}
        value={page.advanced}
        onChange={page.setAdvanced}
      />
    ) : null,
    canAdd && entity.access.add ? <AddButton key="add" onClick={() => openForm(undefined)} /> : null,
    canExport ? (
      <ExportButton
        key="export"
        pending={page.mutations.exportXls.isPending}
        received={page.exportReceived}
        onClick={() => void page.exportCurrent(exportFileName(entity, language)).catch(() => undefined)}
      />
    ) : null,
    canImport ? <ImportButton key="import" onClick={() => setImporting(true)} /> : null,
    ...(props.toolbarActions?.() ?? []),
  ];

  const selected = page.selectedIds;
  return (
    <div data-testid={props.testId}>
      {page.list.isError ? (
        <LoadFailedAlert text={props.loadFailedText} onRetry={() => void page.list.refetch()} />
      ) : null}
      <ProTable<TRecord>
        {...page.tableProps}
        rowSelection={canDelete || selectionActions ? page.tableProps.rowSelection : false}
        formRef={formRef}
        // The form starts from the filters the list starts with (kept across a language switch); a reset
        // goes back to the initial ones, not to those.
        form={{ initialValues: page.startFilters }}
        onReset={() => {
          page.tableProps.onReset();
          formRef.current?.setFieldsValue(
            Object.fromEntries(
              Object.keys(page.startFilters).map((name) => [name, props.initialFilters?.[name]]),
            ),
          );
          props.onReset?.();
        }}
        headerTitle={props.title}
        columns={columns}
        search={FILTER_BAR_SEARCH}
        toolBarRender={toolbar}
        tableExtraRender={() => (
          <SelectionBar
            testId={`${props.testId}-selection`}
            count={selected.length}
            actions={selectionActions?.(selected, page.clearSelection)}
            onDelete={canDelete ? page.confirmDeleteSelected : undefined}
            onClear={page.clearSelection}
          />
        )}
        locale={{ emptyText: emptyList(props.emptyText) }}
      />
      {canImport ? (
        <CrudImportDialog
          api={api}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => void page.mutations.invalidate()}
        />
      ) : null}
      {renderForm?.({ ...form, close: () => setForm((state) => ({ ...state, open: false })) })}
      {props.children}
    </div>
  );
}
