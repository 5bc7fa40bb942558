import type { CellValue, EditableColumn } from '../types';

/** What every cell control gets. */
export interface CellControlProps {
  column: EditableColumn;
  value: CellValue;
  /** Stores a new value (and re-checks a cell that was already checked). */
  onChange(value: CellValue): void;
  /** Checks the cell after the focus left it. */
  onBlur(): void;
  disabled: boolean;
  /** The accessible name: the row and the column. */
  label: string;
  /** The id of the element that says why the cell fails, if it does. */
  describedBy: string | undefined;
  invalid: boolean;
}

export const textOf = (value: CellValue): string =>
  value === null || value === undefined ? '' : String(value);
