import type { ComponentType } from 'react';
import { joinValues, splitValues } from '../../dict-select';
import { DepartPickerInput } from '../../depart-select';
import { UserPickerInput, type UserPickerInputProps } from '../../user-picker';
import { textOf, type CellControlProps } from './cell-props';

/** The chosen ids as the cell stores them: comma-joined, or nothing. */
const stored = (ids: readonly string[]) => (ids.length ? joinValues([...ids]) : undefined);

/**
 * A cell drawn by a picker of ids (users, departments): it stores the chosen ids comma-joined, takes
 * several unless the column's `multiple` is false, and the box shows the chosen names.
 */
function pickerCell(Picker: ComponentType<UserPickerInputProps>) {
  return function PickerCell({ column, value, onChange, onBlur, disabled, label }: CellControlProps) {
    return (
      <Picker
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
  };
}

/** A user cell: the user picker (选择用户). */
export const UserCell = pickerCell(UserPickerInput);

/** A department cell: the department picker (选择机构). */
export const DepartCell = pickerCell(DepartPickerInput);
