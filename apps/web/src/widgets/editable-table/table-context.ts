import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { EditingStore } from './editing-store';
import type { RowStore } from './row-store';
import type { CellValue, EditableColumn } from './types';

/** What every cell of one table shares; stable while the table's disabled settings stay the same. */
export interface TableContextValue {
  store: RowStore;
  /** Checks one cell now (after its value changed or it lost the focus). */
  validate(rowId: string, key: string): void;
  isDisabled(rowId: string, column: EditableColumn): boolean;
  /** Every cell shows its control; else a cell shows its value and enters edit mode when clicked. */
  alwaysEdit: boolean;
  editing: EditingStore;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const context = useContext(TableContext);
  if (!context) throw new Error('An editable table cell is drawn outside its table.');
  return context;
}

/** One cell's value and validation message (null: passed), re-rendering only when either changes. */
export function useCellState(
  rowId: string,
  key: string,
): { value: CellValue; error: string | null | undefined } {
  const { store } = useTableContext();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeRow(rowId, listener),
    [store, rowId],
  );
  const value = useSyncExternalStore(subscribe, () => store.getRow(rowId)?.values[key]);
  const error = useSyncExternalStore(subscribe, () => store.getRow(rowId)?.errors[key]);
  return { value, error };
}

/** Whether the cell `rowId:key` is in edit mode (always, when the table is always in edit mode). */
export function useIsEditing(rowId: string, key: string): boolean {
  const { alwaysEdit, editing } = useTableContext();
  const cell = `${rowId}:${key}`;
  const isEditing = useSyncExternalStore(editing.subscribe, () => editing.get() === cell);
  return alwaysEdit || isEditing;
}
