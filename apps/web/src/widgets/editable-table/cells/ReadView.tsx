import { useEffect, useId, useRef } from 'react';
import type { CellValue, EditableColumn } from '../types';
import styles from '../EditableTable.module.css';
import { textOf } from './cell-props';
import { useChoices } from './use-choices';

const CHOICE_TYPES = new Set(['select', 'selSearch', 'multiSelect', 'listMulti', 'popup']);

/** A choice cell's value as its options' labels (several values are comma-joined). */
function ChoiceText({ column, value }: { column: EditableColumn; value: CellValue }) {
  const { options } = useChoices(column);
  const labels = textOf(value)
    .split(',')
    .filter(Boolean)
    .map((part) => options.find((option) => option.value === part)?.label ?? part);
  return <>{labels.join(', ')}</>;
}

/**
 * A cell outside edit mode: its value as text. A click, Enter or F2 puts it in edit mode, and the cell's
 * control then takes the focus.
 */
export function ReadView({
  column,
  value,
  label,
  disabled,
  describedBy,
  onEdit,
}: {
  column: EditableColumn;
  value: CellValue;
  label: string;
  disabled: boolean;
  describedBy: string | undefined;
  onEdit: () => void;
}) {
  const id = useId();
  const start = () => {
    if (!disabled) onEdit();
  };
  // Named by the cell's label and then its value, so the visible value is part of the name.
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-labelledby={`${id}-label ${id}-value`}
      aria-disabled={disabled || undefined}
      aria-describedby={describedBy}
      className={styles.read}
      data-read-view
      onClick={start}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'F2') {
          event.preventDefault();
          start();
        }
      }}
    >
      <span id={`${id}-label`} className={styles.srOnly}>
        {label}
      </span>
      <span id={`${id}-value`}>
        {CHOICE_TYPES.has(column.type) ? <ChoiceText column={column} value={value} /> : textOf(value)}
      </span>
    </div>
  );
}

/** Focuses the first control inside `ref` once it appears (a cell that just entered edit mode). */
export function useFocusOnEdit(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    ref.current?.querySelector<HTMLElement>('input, textarea, [tabindex="0"]')?.focus();
  }, [active]);
  return ref;
}
