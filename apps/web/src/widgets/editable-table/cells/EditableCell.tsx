import { Tooltip } from 'antd';
import { memo, useCallback, useId, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCellState, useIsEditing, useTableContext } from '../table-context';
import type { CellValue, EditableColumn, RowValues } from '../types';
import type { CellControlProps } from './cell-props';
import { CheckboxCell, MultiSelectCell, RadioCell, SearchSelectCell, SelectCell } from './ChoiceCells';
import { DateCell } from './DateCell';
import { InputPopCell } from './InputPopCell';
import { DepartCell, UserCell } from './PersonCells';
import { PopupCell } from './PopupCell';
import { ReadView, useFocusOnEdit } from './ReadView';
import { InputCell, InputNumberCell } from './TextCells';
import { FileCell, ImageCell } from './UploadCells';
import styles from '../EditableTable.module.css';

/** Cells where Enter moves the focus to the same column of the next row. */
const ENTER_MOVES_DOWN = new Set(['input', 'inputNumber', 'inputPop']);

/** Enter in a text cell goes to the same column of the next row (as in a spreadsheet). */
function focusNextRow(event: KeyboardEvent<HTMLDivElement>, key: string, rowIndex: number) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement))
    return;
  const cells = event.currentTarget
    .closest('table')
    ?.querySelectorAll<HTMLElement>(`[data-row-index="${rowIndex + 1}"]`);
  const next = [...(cells ?? [])].find((cell) => cell.dataset.col === key)?.querySelector('input');
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * Cells whose control shows even outside edit mode (a click on it is the edit; upload cells are buttons; a
 * user or department picker's box names what its ids stand for).
 */
const SHOWN_WHILE_READING = new Set([
  'checkbox',
  'radio',
  'hidden',
  'upload',
  'image',
  'file',
  'user',
  'depart',
]);

/** The delay between a cell losing the focus and its check (a click on a dropdown item lands first). */
export const BLUR_VALIDATION_DELAY_MS = 100;

function Control({ column, rowId, ...props }: CellControlProps & { rowId: string }): ReactNode {
  const all = { column, ...props };
  switch (column.type) {
    case 'inputNumber':
      return <InputNumberCell {...all} />;
    case 'checkbox':
      return <CheckboxCell {...all} />;
    case 'select':
      return <SelectCell {...all} />;
    case 'selSearch':
      return <SearchSelectCell {...all} />;
    case 'multiSelect':
    case 'listMulti':
      return <MultiSelectCell {...all} />;
    case 'user':
      return <UserCell {...all} />;
    case 'depart':
      return <DepartCell {...all} />;
    case 'popup':
      return <PopupCell {...all} rowId={rowId} />;
    case 'date':
      return <DateCell {...all} withTime={false} />;
    case 'datetime':
      return <DateCell {...all} withTime />;
    case 'inputPop':
      return <InputPopCell {...all} />;
    case 'radio':
      return <RadioCell {...all} />;
    case 'upload':
    case 'file':
      return <FileCell {...all} />;
    case 'image':
      return <ImageCell {...all} />;
    default:
      return <InputCell {...all} />;
  }
}

/** A slot cell: the column draws it from the whole row. */
function SlotCell({ rowId, column }: { rowId: string; column: EditableColumn }) {
  const { store } = useTableContext();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeRow(rowId, listener),
    [store, rowId],
  );
  const row = useSyncExternalStore(subscribe, () => store.getRow(rowId)?.values);
  const setValue = useCallback(
    (value: CellValue) => store.setCell(rowId, column.key, value),
    [store, rowId, column.key],
  );
  if (!row) return null;
  return <>{column.render?.({ value: row[column.key], row: row as RowValues, setValue })}</>;
}

/**
 * One cell: its control, and its check's outcome (a failed cell is marked and tells why in a tooltip and to
 * screen readers). It re-renders only when its own value or message changes.
 */
export const EditableCell = memo(function EditableCell({
  rowId,
  column,
  rowIndex,
}: {
  rowId: string;
  column: EditableColumn;
  rowIndex: number;
}) {
  const { t } = useTranslation('editableTable');
  const { store, validate, isDisabled, editing, alwaysEdit } = useTableContext();
  const { value, error } = useCellState(rowId, column.key);
  const isEditing = useIsEditing(rowId, column.key);
  const cellRef = useFocusOnEdit(!alwaysEdit && isEditing);
  const messageId = useId();
  const onChange = useCallback(
    (next: CellValue) => {
      store.setCell(rowId, column.key, next);
      // A cell already checked is checked again as it changes, so its mark follows the typing.
      if (store.getRow(rowId)?.errors[column.key] !== undefined) validate(rowId, column.key);
    },
    [store, rowId, column.key, validate],
  );
  const onBlur = useCallback(() => {
    if (!column.validateRules?.length) return;
    setTimeout(() => validate(rowId, column.key), BLUR_VALIDATION_DELAY_MS);
  }, [column.validateRules, rowId, column.key, validate]);
  if (column.type === 'slot') return <SlotCell rowId={rowId} column={column} />;
  const failed = typeof error === 'string';
  const disabled = isDisabled(rowId, column);
  const label = t('cell.label', { index: rowIndex + 1, title: column.title });
  const control =
    !isEditing && !SHOWN_WHILE_READING.has(column.type) ? (
      <ReadView
        column={column}
        value={value}
        label={label}
        disabled={disabled}
        describedBy={failed ? messageId : undefined}
        onEdit={() => editing.set(`${rowId}:${column.key}`)}
      />
    ) : (
      <Control
        rowId={rowId}
        column={column}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        label={label}
        describedBy={failed ? messageId : undefined}
        invalid={failed}
      />
    );
  return (
    <div
      ref={cellRef}
      className={styles.cell}
      data-cell={`${rowId}:${column.key}`}
      data-col={column.key}
      data-row-index={rowIndex}
      onKeyDown={
        ENTER_MOVES_DOWN.has(column.type) ? (event) => focusNextRow(event, column.key, rowIndex) : undefined
      }
      data-status={failed ? 'failed' : error === null ? 'passed' : undefined}
    >
      <Tooltip title={failed ? error : undefined} color="red" placement="topLeft">
        <div>{control}</div>
      </Tooltip>
      {failed && (
        <span id={messageId} className={styles.message}>
          {error}
        </span>
      )}
    </div>
  );
});
