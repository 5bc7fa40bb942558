import type { MenuItem } from '@mall/shared';
import { currentLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { menuRoutesOf } from './menu-routes';
import type { UrlExpressionValues } from './url-expression';

const EMPTY: MenuItem[] = [];

type SessionSnapshot = ReturnType<typeof useSessionStore.getState>;

function expressionValuesOf(session: SessionSnapshot): UrlExpressionValues {
  return {
    token: session.token ?? '',
    userId: session.userInfo?.id ?? '',
    username: session.userInfo?.username ?? '',
    tenantId: session.tenantId,
    language: currentLanguage(),
  };
}

/** The menu routes of a session (empty before the permissions are loaded). */
export function sessionMenuRoutes(session: SessionSnapshot = useSessionStore.getState()): MenuItem[] {
  const menu = session.permissions?.menu;
  return menu ? menuRoutesOf(menu, expressionValuesOf(session)) : EMPTY;
}

/** The current session's menu routes; re-renders when the menu or the session changes. */
export function useMenuRoutes(): MenuItem[] {
  return useSessionStore(sessionMenuRoutes);
}
