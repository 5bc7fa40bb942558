import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadFailure } from './use-upload-queue';

/**
 * The failure of an upload: a dialog titled 'upload error' naming the file and saying 'error message: …',
 * with 'unknown error' when the failure gave no message. `failure` null keeps it closed.
 */
export function UploadErrorDialog({
  failure,
  onClose,
}: {
  failure: UploadFailure | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('upload');
  return (
    <Modal
      open={failure !== null}
      title={t('error.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('error.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <p role="alert">
        {t('error.message', { name: failure?.name ?? '', message: failure?.message || t('error.unknown') })}
      </p>
    </Modal>
  );
}
