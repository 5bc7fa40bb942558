import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { AntdFeedback } from './feedback';

interface FeedbackHoldersProps {
  /** Receives the instances once mounted, and null when unmounted. */
  onReady: (api: AntdFeedback | null) => void;
}

/** antd's context-aware message, notification and modal instances with the holders that render them. */
export default function FeedbackHolders({ onReady }: FeedbackHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
    return () => onReady(null);
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
