export { UserPickerInput, type UserPickerInputProps } from './UserPickerInput';
export { UserPickerModal, USER_PICKER_WIDTH, type UserPickerModalProps } from './UserPickerModal';
export type { UserOption } from './user-picker-api';
export { truncate, USER_NAME_TRUNCATION } from './truncate';
