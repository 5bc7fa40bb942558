import { joinValues, splitValues } from '../../dict-select';
import { DepartPickerInput } from '../../depart-select';
import { UserPickerInput } from '../../user-picker';
import { textOf, type CellControlProps } from './cell-props';

/** The chosen ids as the cell stores them: comma-joined, or nothing. */
const stored = (ids: readonly string[]) => (ids.length ? joinValues([...ids]) : undefined);

/**
 * A user cell: the user picker (选择用户), storing the chosen users' ids comma-joined; several users unless
 * the column's `multiple` is false. The box shows the users' names.
 */
export function UserCell({ column, value, onChange, onBlur, disabled, label }: CellControlProps) {
  return (
    <UserPickerInput
      aria-label={label}
      multiple={column.multiple ?? true}
      disabled={disabled}
      value={splitValues(textOf(value))}
      onChange={(ids) => {
        onChange(stored(ids));
        onBlur();
      }}
    />
  );
}

/**
 * A department cell: the department picker (选择机构), storing the chosen departments' ids comma-joined;
 * several unless the column's `multiple` is false. The box shows the departments' names.
 */
export function DepartCell({ column, value, onChange, onBlur, disabled, label }: CellControlProps) {
  return (
    <DepartPickerInput
      aria-label={label}
      multiple={column.multiple ?? true}
      disabled={disabled}
      value={splitValues(textOf(value))}
      onChange={(ids) => {
        onChange(stored(ids));
        onBlur();
      }}
    />
  );
}
