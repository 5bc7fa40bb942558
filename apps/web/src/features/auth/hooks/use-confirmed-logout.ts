import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from './use-logout';

/** Logout behind a confirmation modal, as the admin shell's header asks (admin-shell.md §2 Header). */
export function useConfirmedLogout(): () => void {
  const { t } = useTranslation(['auth', 'common']);
  const { modal } = App.useApp();
  const logout = useLogout();

  return useCallback(() => {
    modal.confirm({
      title: t('logout.confirmTitle'),
      content: t('logout.confirmContent'),
      okText: t('common:action.ok'),
      cancelText: t('common:action.cancel'),
      onOk: logout,
    });
  }, [modal, t, logout]);
}
