/**
 * The editable table: cells edited in place (input, inputNumber, checkbox, select, selSearch, multiSelect,
 * listMulti, date, datetime, inputPop, popup, radio, slot, hidden), rows added, inserted, deleted, moved and selected, rules checked
 * per cell, values read through the ref with `getValuesWithValidation()`.
 */
export { EditableTable, type EditableTableProps } from './EditableTable';
export type { ToolbarAction } from './Toolbar';
export { PATTERN_SHORTCUTS, type PatternShortcut } from './patterns';
export { addNumbers, multiplyNumbers, round4 } from './numbers';
export { isTempId, TEMP_ID_SUFFIX } from './row-ops';
export type {
  CellValue,
  ChoiceOption,
  ColumnType,
  EditableColumn,
  EditableTableHandle,
  RowValues,
  ValidateRule,
  ValidatedValues,
} from './types';
export { EditableTableFormItem, type EditableTableFormItemProps } from './EditableTableFormItem';
export { SearchPickerModal } from './cells/SearchPickerModal';
export type { PopupPickerProps } from './types';
