import { Table, type TableColumnsType } from 'antd';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { DragHandle } from './cells/DragHandle';
import { EditableCell } from './cells/EditableCell';
import { EditingStore, KEEP_EDITING_SELECTOR } from './editing-store';
import { CLICK_DEBOUNCE_MS, createClickDebounce, createThrottle, INSERT_THROTTLE_MS } from './click-guard';
import { columnPixelWidth, columnWidth, isVisibleColumn } from './column-width';
import styles from './EditableTable.module.css';
import { RowStore } from './row-store';
import { sameRows } from './same-rows';
import { StatisticsRow } from './StatisticsRow';
import { TableContext, type TableContextValue } from './table-context';
import { Toolbar, type ToolbarAction } from './Toolbar';
import type { EditableColumn, EditableTableHandle, RowValues } from './types';
import { useValidationTexts } from './use-validation-texts';
import { validateCell } from './validation';
import { selectionLabels } from '../crud/selection-labels';

export interface EditableTableProps {
  columns: readonly EditableColumn[];
  /**
   * The rows to start from. The table is reset when rows of other content are given; a new array of the same
   * rows, or of the table's own values, keeps the edits (give the table a new `key` to reset it anyway).
   */
  dataSource?: readonly Partial<RowValues>[];
  /** Called with every row after any change (a form field's onChange). */
  onValuesChange?: (rows: RowValues[]) => void;
  /** Every cell shows its control (default); false: a cell enters edit mode when clicked. */
  alwaysEdit?: boolean;
  /** Rows can be dragged by a handle (the toolbar's move buttons do the same from the keyboard). */
  dragSort?: boolean;
  /** Every cell, row and button off. */
  disabled?: boolean;
  /** Ids of rows whose cells are off and which cannot be selected. */
  disabledRows?: readonly string[];
  /** The sort-number column, renumbered 1 to n whenever the rows' order changes. */
  sortKey?: string;
  /** Shows the row number before the cells. */
  rowNumber?: boolean;
  /**
   * Shows the buttons (add, insert, delete, move, clear selection); default on. A list shows only those
   * buttons, e.g. what the user's permissions allow.
   */
  toolbar?: boolean | readonly ToolbarAction[];
  /** The rows scroll under a fixed header past this height. */
  maxHeight?: number;
  size?: 'small' | 'middle' | 'large';
  'aria-label'?: string;
  ref?: Ref<EditableTableHandle>;
}

/** Past this many rows only the rows in view are drawn (a long table mounts and scrolls fast). */
export const VIRTUAL_ROWS_FROM = 100;
/** The height of a long table's scrolling body when none is given. */
const VIRTUAL_BODY_HEIGHT = 600;
const ROW_NUMBER_WIDTH = 48;
const SELECTION_WIDTH = 32;
const DRAG_WIDTH = 40;

interface RowStub {
  id: string;
}

/**
 * A table whose cells are edited in place. Each row lives in a store outside React and each cell listens to
 * its own row only, so typing re-renders one cell, not the table; the table itself re-renders when rows are
 * added, removed, moved or selected. Values and checks are read through the ref (`EditableTableHandle`).
 */
export function EditableTable({
  columns,
  dataSource,
  onValuesChange,
  alwaysEdit = true,
  dragSort = false,
  disabled = false,
  disabledRows,
  sortKey,
  rowNumber = false,
  toolbar = true,
  maxHeight,
  size = 'middle',
  'aria-label': ariaLabel,
  ref,
}: EditableTableProps) {
  const { t } = useTranslation('editableTable');
  const texts = useValidationTexts();
  const [store] = useState(() => {
    const created = new RowStore(columns, sortKey);
    created.reset(dataSource ?? []);
    return created;
  });
  store.setColumns(columns, sortKey);
  const shownSource = useRef(dataSource);
  useEffect(() => {
    if (shownSource.current === dataSource) return;
    const previous = shownSource.current ?? [];
    shownSource.current = dataSource;
    const rows = dataSource ?? [];
    if (sameRows(rows, previous) || sameRows(rows, store.values())) return;
    store.reset(rows);
  }, [store, dataSource]);
  useEffect(() => {
    if (!onValuesChange) return;
    return store.subscribeValues(() => onValuesChange(store.values()));
  }, [store, onValuesChange]);
  const [editing] = useState(() => new EditingStore());
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alwaysEdit) return;
    // A click outside the table ends edit mode, unless it lands in a cell's dropdown, picker or popup.
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target;
      if (editing.get() === null || !(target instanceof Element)) return;
      if (container.current?.contains(target) || target.closest(KEEP_EDITING_SELECTOR)) return;
      editing.set(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [alwaysEdit, editing]);
  const dragged = useRef<string | null>(null);
  const order = useSyncExternalStore(store.subscribeOrder, store.getOrder);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const disabledRowSet = useMemo(() => new Set(disabledRows), [disabledRows]);

  const columnsByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const validate = useCallback(
    async (rowId: string, key: string): Promise<boolean> => {
      const column = columnsByKey.get(key);
      const row = store.getRow(rowId);
      if (!column?.validateRules?.length || !row) return true;
      const message = await validateCell(row.values, column, store.values(), texts);
      store.setError(rowId, key, message ?? null);
      return message === undefined;
    },
    [columnsByKey, store, texts],
  );

  const context = useMemo<TableContextValue>(
    () => ({
      store,
      validate: (rowId, key) => void validate(rowId, key),
      isDisabled: (rowId, column) => disabled || Boolean(column.disabled) || disabledRowSet.has(rowId),
      alwaysEdit,
      editing,
    }),
    [store, validate, disabled, disabledRowSet, alwaysEdit, editing],
  );

  useImperativeHandle(
    ref,
    () => ({
      getValues: () => store.values(),
      getValuesWithValidation: async () => {
        const checks = store
          .getOrder()
          .flatMap((rowId) =>
            columns
              .filter((column) => column.validateRules?.length)
              .map((column) => validate(rowId, column.key)),
          );
        const outcomes = await Promise.all(checks);
        return {
          values: store.values(),
          errorCount: outcomes.filter((passed) => !passed).length,
          deletedIds: store.deletedIds(),
        };
      },
      getDeletedIds: () => store.deletedIds(),
      getSelectedIds: () => [...selected],
      addRows: (rows = [{}]) => store.add(rows),
      setValues: (rows) => store.reset(rows),
      clearValidation: () => store.clearErrors(),
    }),
    [store, columns, validate, selected],
  );

  // Present rows only: a removed row leaves the selection.
  const selection = useMemo(() => {
    const present = new Set(order);
    return selected.filter((id) => present.has(id));
  }, [selected, order]);
  const [debounce] = useState(() => createClickDebounce(CLICK_DEBOUNCE_MS));
  const [insertThrottle] = useState(() => createThrottle(INSERT_THROTTLE_MS));
  const onAction = (action: ToolbarAction) => {
    if (!debounce()) {
      feedback().message.warning(t('tooFast'));
      return;
    }
    const chosen = new Set(selection);
    switch (action) {
      case 'add':
        store.add([{}]);
        break;
      case 'insert':
        if (insertThrottle()) store.add([{}], selection.at(-1));
        break;
      case 'delete':
        store.remove(chosen);
        setSelected([]);
        break;
      case 'moveUp':
        store.move(chosen, -1);
        break;
      case 'moveDown':
        store.move(chosen, 1);
        break;
      case 'clearSelection':
        setSelected([]);
        break;
    }
  };

  const [stubs] = useState(() => new Map<string, RowStub>());
  const rows = useMemo(
    () =>
      order.map((id) => {
        let stub = stubs.get(id);
        if (!stub) stubs.set(id, (stub = { id }));
        return stub;
      }),
    [order, stubs],
  );

  const visible = useMemo(() => columns.filter(isVisibleColumn), [columns]);
  const virtual = order.length > VIRTUAL_ROWS_FROM;
  const tableColumns = useMemo<TableColumnsType<RowStub>>(
    () => [
      ...(dragSort
        ? [
            {
              key: '__drag',
              title: <span className={styles.srOnly}>{t('drag.column')}</span>,
              width: DRAG_WIDTH,
              render: (_: unknown, stub: RowStub) => (
                <DragHandle
                  disabled={disabled}
                  title={t('drag.handle')}
                  onDragStart={() => {
                    dragged.current = stub.id;
                  }}
                />
              ),
            },
          ]
        : []),
      ...(rowNumber
        ? [
            {
              key: '__rowNumber',
              title: t('rowNumber'),
              width: ROW_NUMBER_WIDTH,
              render: (_: unknown, __: RowStub, index: number) => index + 1,
            },
          ]
        : []),
      ...visible.map((column) => ({
        key: column.key,
        title: column.title,
        width: virtual ? columnPixelWidth(column, columns) : columnWidth(column, columns),
        render: (_: unknown, stub: RowStub, index: number) => (
          <EditableCell rowId={stub.id} column={column} rowIndex={index} />
        ),
      })),
    ],
    [visible, columns, rowNumber, t, virtual, dragSort, disabled],
  );
  const scroll = virtual
    ? {
        y: maxHeight ?? VIRTUAL_BODY_HEIGHT,
        x:
          SELECTION_WIDTH +
          (dragSort ? DRAG_WIDTH : 0) +
          (rowNumber ? ROW_NUMBER_WIDTH : 0) +
          visible.reduce((sum, column) => sum + columnPixelWidth(column, columns), 0),
      }
    : { ...(maxHeight ? { y: maxHeight } : {}), x: 'max-content' as const };
  const hasStatistics = visible.some((column) => column.statistics);

  return (
    <TableContext.Provider value={context}>
      <div ref={container}>
        {toolbar !== false && (
          <Toolbar
            selected={selection.length}
            disabled={disabled}
            actions={toolbar === true ? undefined : toolbar}
            onAction={onAction}
          />
        )}
        <Table<RowStub>
          aria-label={ariaLabel}
          rowKey="id"
          size={size}
          bordered
          pagination={false}
          columns={tableColumns}
          dataSource={rows}
          virtual={virtual}
          scroll={scroll}
          locale={{ emptyText: t('empty') }}
          onRow={
            dragSort
              ? (stub) => ({
                  // A dragged row lands where the row it is dropped on is; the sort numbers follow.
                  onDragOver: (event) => {
                    if (dragged.current) event.preventDefault();
                  },
                  onDrop: (event) => {
                    const id = dragged.current;
                    dragged.current = null;
                    if (!id) return;
                    event.preventDefault();
                    store.moveTo(id, store.getOrder().indexOf(stub.id));
                  },
                })
              : undefined
          }
          rowSelection={{
            selectedRowKeys: selection as string[],
            onChange: (keys) => setSelected(keys.map(String)),
            getTitleCheckboxProps: selectionLabels(rows).getTitleCheckboxProps,
            getCheckboxProps: (stub) => ({
              disabled: disabled || disabledRowSet.has(stub.id),
              'aria-label': t('selectRow', { index: order.indexOf(stub.id) + 1 }),
            }),
          }}
          summary={
            hasStatistics
              ? () => (
                  <Table.Summary fixed>
                    <StatisticsRow
                      store={store}
                      columns={visible}
                      leadingCells={1 + (rowNumber ? 1 : 0) + (dragSort ? 1 : 0)}
                    />
                  </Table.Summary>
                )
              : undefined
          }
        />
      </div>
    </TableContext.Provider>
  );
}
