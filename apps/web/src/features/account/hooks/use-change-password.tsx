import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useSessionStore } from '../../../lib/session-store';

// The dialog's form is heavy for the headers that offer it on every page: it loads when first opened.
const ChangePasswordModal = lazy(() =>
  import('../components/ChangePasswordModal').then((module) => ({ default: module.ChangePasswordModal })),
);

/**
 * The change-password entry: `open()` shows the dialog for the signed-in user, or warns that nobody is
 * signed in; render `modal` once where the entry lives.
 */
export function useChangePassword() {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const username = useSessionStore((state) => state.userInfo?.username);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return {
    open: () => {
      if (!username) {
        void message.warning(t('password.noUser'));
        return;
      }
      setWanted(true);
      setOpen(true);
    },
    modal:
      username && wanted ? (
        <Suspense fallback={null}>
          <ChangePasswordModal open={open} username={username} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null,
  };
}
