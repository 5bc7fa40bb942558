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
import { EditableCell } from './cells/EditableCell';
import { CLICK_DEBOUNCE_MS, createClickDebounce, createThrottle, INSERT_THROTTLE_MS } from './click-guard';
import { columnPixelWidth, columnWidth, isVisibleColumn } from './column-width';
import { RowStore } from './row-store';
import { StatisticsRow } from './StatisticsRow';
import { TableContext, type TableContextValue } from './table-context';
import { Toolbar, type ToolbarAction } from './Toolbar';
import type { EditableColumn, EditableTableHandle, RowValues } from './types';
import { useValidationTexts } from './use-validation-texts';
import { validateCell } from './validation';

export interface EditableTableProps {
  columns: readonly EditableColumn[];
  /** The rows to start from (the table is reset whenever another list is given). */
  dataSource?: readonly Partial<RowValues>[];
  /** Every cell, row and button off. */
  disabled?: boolean;
  /** Ids of rows whose cells are off and which cannot be selected. */
  disabledRows?: readonly string[];
  /** The sort-number column, renumbered 1 to n whenever the rows' order changes. */
  sortKey?: string;
  /** Shows the row number before the cells. */
  rowNumber?: boolean;
  /** Shows the buttons (add, insert, delete, move, clear selection); default on. */
  toolbar?: boolean;
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
    shownSource.current = dataSource;
    store.reset(dataSource ?? []);
  }, [store, dataSource]);
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
    }),
    [store, validate, disabled, disabledRowSet],
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
    [visible, columns, rowNumber, t, virtual],
  );
  const scroll = virtual
    ? {
        y: maxHeight ?? VIRTUAL_BODY_HEIGHT,
        x:
          SELECTION_WIDTH +
          (rowNumber ? ROW_NUMBER_WIDTH : 0) +
          visible.reduce((sum, column) => sum + columnPixelWidth(column, columns), 0),
      }
    : { ...(maxHeight ? { y: maxHeight } : {}), x: 'max-content' as const };
  const hasStatistics = visible.some((column) => column.statistics);

  return (
    <TableContext.Provider value={context}>
      {toolbar && <Toolbar selected={selection.length} disabled={disabled} onAction={onAction} />}
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
        rowSelection={{
          selectedRowKeys: selection as string[],
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (stub) => ({
            disabled: disabled || disabledRowSet.has(stub.id),
            'aria-label': t('selectRow', { index: order.indexOf(stub.id) + 1 }),
          }),
        }}
        summary={
          hasStatistics
            ? () => (
                <Table.Summary fixed>
                  <StatisticsRow store={store} columns={visible} leadingCells={1 + (rowNumber ? 1 : 0)} />
                </Table.Summary>
              )
            : undefined
        }
      />
    </TableContext.Provider>
  );
}
