import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { UploadTarget } from './upload-api';
import { FILE_POPUP_WIDTH, type UploadedFile } from './upload-rules';
import { UploadList } from './UploadList';

export interface FilePopupProps extends UploadTarget {
  open: boolean;
  /** The files the popup starts with (each opening starts from them again). */
  value?: UploadedFile[];
  /** Confirmed: the files uploaded in the popup. */
  onOk: (files: UploadedFile[]) => void;
  onCancel: () => void;
  kind?: 'image' | 'file';
  max?: number;
  title?: string;
}

/**
 * The file popup: upload files in a 520 px dialog and confirm them. Confirming with no file says
 * '未上传任何文件' and keeps it open; the choice is kept when confirmed and dropped on close.
 */
export function FilePopup({
  open,
  value = [],
  onOk,
  onCancel,
  kind = 'file',
  max,
  title,
  ...target
}: FilePopupProps) {
  const { t } = useTranslation('upload');
  const [files, setFiles] = useState<UploadedFile[]>(value);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the given files.
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setFiles(value);
  }

  const confirm = () => {
    if (files.length === 0) {
      feedback().message.warning(t('popup.empty'));
      return;
    }
    onOk(files);
  };

  return (
    <Modal
      open={open}
      width={FILE_POPUP_WIDTH}
      title={title ?? t(kind === 'image' ? 'popup.imageTitle' : 'popup.title')}
      onOk={confirm}
      onCancel={onCancel}
      okText={t('popup.ok')}
      cancelText={t('popup.cancel')}
      destroyOnHidden
    >
      <UploadList kind={kind} value={files} onChange={setFiles} max={max} {...target} />
    </Modal>
  );
}
