import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { focusFirstFieldOfDialogs, keepTabInDialogs } from '../lib/dialog-focus';
import { FeedbackProvider } from '../lib/feedback';
import { useSessionStore } from '../lib/session-store';
import { i18next } from '../lib/i18n';
import { useMediaQuery } from '../lib/use-media-query';
import { PermissionProvider } from '../lib/permissions/permission-context';
import { useSettingsStore } from '../widgets/settings-drawer/settings-store';
import { themeWithPrimary, withoutMotion } from './theme';

const EMPTY: never[] = [];
/** No click ripple on buttons for users who asked for reduced motion: it is decoration that moves. */
const NO_WAVE = { disabled: true };

/**
 * A popup of a control inside a dialog opens inside that dialog, so that assistive technology finds the
 * options within the dialog, not loose at the end of the page; every other popup opens on the body.
 */
function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>('.ant-modal-content') ?? document.body;
}

/** The session's button permissions for useCan / <Access>. */
function SessionPermissions({ children }: { children: ReactNode }) {
  const auth = useSessionStore((state) => state.permissions?.auth ?? EMPTY);
  const allAuth = useSessionStore((state) => state.permissions?.allAuth ?? EMPTY);
  return (
    <PermissionProvider auth={auth} allAuth={allAuth}>
      {children}
    </PermissionProvider>
  );
}

interface AppProvidersProps {
  /** antd's locale for the active language (loaded before the first render). */
  antdLocale: AntdLocale;
  queryClient: QueryClient;
  children: ReactNode;
}

/** i18n, antd (locale, theme with the chosen colour, feedback), TanStack Query and permissions around the whole app. */
export function AppProviders({ antdLocale, queryClient, children }: AppProvidersProps) {
  const primaryColor = useSettingsStore((state) => state.primaryColor);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => {
    const chosen = themeWithPrimary(primaryColor);
    return reducedMotion ? withoutMotion(chosen) : chosen;
  }, [primaryColor, reducedMotion]);
  useEffect(() => focusFirstFieldOfDialogs(), []);
  useEffect(() => keepTabInDialogs(), []);
  return (
    <I18nextProvider i18n={i18next}>
      <ConfigProvider
        locale={antdLocale}
        button={{ autoInsertSpace: false }}
        theme={theme}
        wave={reducedMotion ? NO_WAVE : undefined}
        getPopupContainer={popupContainer}
      >
        <FeedbackProvider>
          <QueryClientProvider client={queryClient}>
            <SessionPermissions>{children}</SessionPermissions>
          </QueryClientProvider>
        </FeedbackProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
