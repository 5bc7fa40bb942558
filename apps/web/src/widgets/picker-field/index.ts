export { PickerField, type PickerFieldProps } from './PickerField';
