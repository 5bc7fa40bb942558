import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { ChangePasswordModal } from '../components/ChangePasswordModal';

/**
 * The change-password entry: `open()` shows the dialog for the signed-in user, or warns that nobody is
 * signed in; render `modal` once where the entry lives.
 */
export function useChangePassword() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const username = useSessionStore((state) => state.userInfo?.username);
  const [open, setOpen] = useState(false);
  return {
    open: () => {
      if (!username) {
        void message.warning(t('password.noUser'));
        return;
      }
      setOpen(true);
    },
    modal: username ? (
      <ChangePasswordModal open={open} username={username} onClose={() => setOpen(false)} />
    ) : null,
  };
}
