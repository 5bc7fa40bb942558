export { BizPickerModal, BIZ_PICKER_WIDTH, type BizPickerModalProps } from './BizPickerModal';
export { BizSelect, type BizSelectProps } from './BizSelect';
export { PopupInput, type PopupInputProps } from './PopupInput';
export { ReportPopupModal, type ReportPopupModalProps } from './ReportPopupModal';
export { reportPicker, type ReportPickerConfig } from './report-picker';
export { destValuesOf, popupConfigError, type PopupConfig, type PopupConfigError } from './popup-config';
