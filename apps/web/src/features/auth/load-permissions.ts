import type { QueryClient } from '@tanstack/react-query';
import { ErrorKey, NOTIFICATION_DURATION_S, type PermissionResult } from '@mall/shared';
import { feedback } from '../../lib/feedback';
import { HttpError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from '../../lib/http-error';
import { i18next } from '../../lib/i18n';
import { fetchUserPermissions } from './api/auth-api';
import { useSessionStore } from '../../lib/session-store';

export const PERMISSIONS_QUERY_KEY = ['auth', 'permissions'] as const;
const EMPTY_MENU_STATUS = 500;
/** The waits before the second and the third attempt of a request that failed on the way. */
const RETRY_DELAYS_MS = [300, 1000] as const;
const BAD_GATEWAY_STATUS = 502;
const UNAVAILABLE_STATUS = 503;

/**
 * A failure on the way, not the server's refusal: no answer (connection reset, page left), a timeout, or
 * a gateway that could not reach the server. Asking again may succeed.
 */
export function isTransientFailure(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    [NETWORK_ERROR_STATUS, BAD_GATEWAY_STATUS, UNAVAILABLE_STATUS, TIMEOUT_STATUS].includes(error.status)
  );
}

/**
 * Loads the user's menu and button permissions into the session (after login and on every page load).
 * A result with an empty menu is an error: a user without any menu cannot work.
 * A failure on the way is asked again twice; only the first failure is reported (the later attempts are
 * silent, their last failure is the caller's to show). `silent` leaves all reporting to the caller.
 */
export async function loadPermissions(queryClient: QueryClient, silent = false): Promise<PermissionResult> {
  const { token } = useSessionStore.getState();
  let attempts = 0;
  const permissions = await queryClient.fetchQuery({
    queryKey: [...PERMISSIONS_QUERY_KEY, token],
    queryFn: () => fetchUserPermissions({ silent: silent || attempts++ > 0 }),
    staleTime: Infinity,
    // failures counts the earlier failures: 0 after the first.
    retry: (failures, error) => failures < RETRY_DELAYS_MS.length && isTransientFailure(error),
    retryDelay: (failures) => RETRY_DELAYS_MS[failures] ?? 0,
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
