import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { AntdFeedback } from './feedback';

interface FeedbackHoldersProps {
  /** Receives the instances once mounted, and null when unmounted. */
  onReady: (api: AntdFeedback | null) => void;
}

/**
 * Where messages appear, in pixels from the top of the window: below the mall's and the admin's headers
 * (64 px at most), so that a message never covers a header link that has the focus (the cart link after
 * 'added to cart').
 */
export const MESSAGE_TOP = 72;

/** antd's context-aware message, notification and modal instances with the holders that render them. */
export default function FeedbackHolders({ onReady }: FeedbackHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage({ top: MESSAGE_TOP });
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
