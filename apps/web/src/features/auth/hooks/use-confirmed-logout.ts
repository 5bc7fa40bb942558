import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useLogout } from './use-logout';

/**
 * Logout behind a confirmation (the admin header's user menu and the mall header use it alike). The
 * confirmation opens after the event that asked for it: opened from the keyboard (Enter on a menu item or a
 * button), it would otherwise receive the rest of that same key press on its focused button and close at
 * once. Its OK button takes the focus, so Enter confirms and Escape cancels.
 */
export function useConfirmedLogout(): () => void {
  const { t } = useTranslation(['auth', 'common']);
  const { modal } = feedback();
  const logout = useLogout();

  return useCallback(() => {
    window.setTimeout(() => {
      modal.confirm({
        title: t('logout.confirmTitle'),
        content: t('logout.confirmContent'),
        okText: t('common:action.ok'),
        cancelText: t('common:action.cancel'),
        autoFocusButton: 'ok',
        onOk: logout,
      });
    }, 0);
  }, [modal, t, logout]);
}
