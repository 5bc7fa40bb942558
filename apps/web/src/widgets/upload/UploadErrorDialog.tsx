import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The failure of an upload: a dialog titled 'upload error' saying 'error message: …', with 'unknown error'
 * when the failure gave no message. `message` null keeps it closed.
 */
export function UploadErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('upload');
  return (
    <Modal
      open={message !== null}
      title={t('error.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('error.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <p role="alert">{t('error.message', { message: message || t('error.unknown') })}</p>
    </Modal>
  );
}
