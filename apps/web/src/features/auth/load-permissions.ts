import type { QueryClient } from '@tanstack/react-query';
import { ErrorKey, NOTIFICATION_DURATION_S, type PermissionResult } from '@mall/shared';
import { feedback } from '../../lib/feedback';
import { HttpError } from '../../lib/http-error';
import { i18next } from '../../lib/i18n';
import { fetchUserPermissions } from './api/auth-api';
import { useSessionStore } from '../../lib/session-store';

export const PERMISSIONS_QUERY_KEY = ['auth', 'permissions'] as const;
const EMPTY_MENU_STATUS = 500;

/**
 * Loads the user's menu and button permissions into the session (after login and on every page load).
 * A result with an empty menu is an error: a user without any menu cannot work.
 * `silent` leaves reporting to the caller.
 */
export async function loadPermissions(queryClient: QueryClient, silent = false): Promise<PermissionResult> {
  const { token } = useSessionStore.getState();
  const permissions = await queryClient.fetchQuery({
    queryKey: [...PERMISSIONS_QUERY_KEY, token],
    queryFn: () => fetchUserPermissions({ silent }),
    staleTime: Infinity,
  });
  if (permissions.menu.length === 0) {
    const message = i18next.t('errors:permission.emptyMenu');
    if (!silent) {
      feedback().notification.error({
        title: i18next.t('errors:http.title'),
        description: message,
        duration: NOTIFICATION_DURATION_S,
      });
    }
    throw new HttpError({
      status: EMPTY_MENU_STATUS,
      code: EMPTY_MENU_STATUS,
      message,
      i18nKey: ErrorKey.noMenu,
    });
  }
  useSessionStore.getState().setPermissions(permissions);
  return permissions;
}
