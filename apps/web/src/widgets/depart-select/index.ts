export { DepartPickerInput, type DepartPickerInputProps } from './DepartPickerInput';
export { DepartPickerModal, DEPART_PICKER_WIDTH, type DepartPickerModalProps } from './DepartPickerModal';
export { DepartTreeSelect, departTreeSelectKey } from './DepartTreeSelect';
export { fetchDepartTree } from './depart-api';
export type { DepartOption } from './depart-tree-data';
