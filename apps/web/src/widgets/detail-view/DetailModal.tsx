import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DetailModal.module.css';

export const DETAIL_MODAL_WIDTH = 1200;

interface DetailModalProps {
  open: boolean;
  onClose: () => void;
  /** 'detailed information' by default. */
  title?: ReactNode;
  /** The row's main form or detail list. */
  main: ReactNode;
  /** The row's sub form (its lines), under the main part. */
  sub?: ReactNode;
  loading?: boolean;
}

/**
 * One row in detail: the main part and its sub part in a 1200 px dialog that can switch to the whole
 * screen (and back); a phone gets the whole width anyway.
 */
export function DetailModal({ open, onClose, title, main, sub, loading }: DetailModalProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(false);
  const heading = title ?? t('detail.title');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => setFullscreen(false)}
      loading={loading}
      width={fullscreen ? '100%' : DETAIL_MODAL_WIDTH}
      className={fullscreen ? styles.fullscreen : undefined}
      title={
        <Space className={styles.title}>
          <span>{heading}</span>
          <Button
            type="text"
            size="small"
            aria-pressed={fullscreen}
            aria-label={fullscreen ? t('detail.exitFullscreen') : t('detail.fullscreen')}
            icon={fullscreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
            onClick={() => setFullscreen((on) => !on)}
          />
        </Space>
      }
      footer={null}
      destroyOnHidden
    >
      <div className={styles.body}>
        {main}
        {sub ? <div className={styles.sub}>{sub}</div> : null}
      </div>
    </Modal>
  );
}
