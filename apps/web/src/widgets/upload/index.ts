export { FilePopup, type FilePopupProps } from './FilePopup';
export { DEFAULT_UPLOAD_ACTION, sendUpload, type UploadTarget } from './upload-api';
export {
  CELL_NAME_LENGTH,
  DEFAULT_ROOT_PATH,
  DEFAULT_UPLOAD_BIZ,
  FILE_POPUP_WIDTH,
  joinPaths,
  keepLast,
  moveItem,
  nameOfPath,
  shortName,
  splitPaths,
  uploadLimitOf,
  type UploadedFile,
  type UploadItem,
  type UploadStatus,
} from './upload-rules';
export { UploadErrorDialog } from './UploadErrorDialog';
export { FileUpload, ImageUpload, UploadList, type UploadListProps } from './UploadList';
export { useUploadQueue, type DoneUpload, type UploadQueue } from './use-upload-queue';
