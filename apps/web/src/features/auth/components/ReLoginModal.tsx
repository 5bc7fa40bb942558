import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { LoginPanel } from './LoginPanel';

interface ReLoginModalProps {
  open: boolean;
  onDone: () => void;
}

/**
 * Over the page the user was on when the session died: the login form again. Signed in, it closes and
 * the page's data is fetched anew; a write that failed is not repeated — the user sends it again.
 */
export function ReLoginModal({ open, onDone }: ReLoginModalProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const username = useSessionStore((state) => state.userInfo?.username);
  return (
    <Modal
      open={open}
      title={t('reLogin.title')}
      footer={null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      width={420}
    >
      <div data-testid="relogin-modal">
        <LoginPanel
          name="relogin"
          initialUsername={username}
          onSignedIn={() => {
            onDone();
            void queryClient.invalidateQueries();
          }}
        />
      </div>
    </Modal>
  );
}
