import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { watchIcons } from '../lib/accessible-icons';
import { applyAntdStaticStyles } from '../lib/antd-static-styles';
import { i18next, initI18n, storedLanguage } from '../lib/i18n';
import { loadUiLocale } from '../lib/ui-locale';
import { yieldToMain } from '../lib/yield-to-main';
import { applyDocumentSettings } from '../widgets/settings-drawer/settings-store';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Starts everything the first page needs at once: the router (which begins loading the matched route's
 * lazy chunks as soon as it exists), the active language's texts, antd and dayjs locales, and antd's
 * pre-built styles of the first pages. Renders once they are ready, so no text flashes in the wrong
 * language and antd finds its pre-built styles. The first render is a transition: React
 * renders in short slices and the page stays responsive (index.html's shell shows until it commits).
 */
export async function start(container: HTMLElement) {
  // The stored appearance settings apply before anything is painted.
  applyDocumentSettings();
  const router = createAppRouter(queryClient);
  // The router's first match and its lazy loads are one piece of work, the language's set-up another.
  await yieldToMain();
  const language = storedLanguage();
  const [, antdLocale] = await Promise.all([
    initI18n(language),
    loadUiLocale(language),
    applyAntdStaticStyles(),
  ]);
  // Icons are decoration unless they name a control; such controls and the clear buttons are named in the
  // page's language.
  watchIcons(document.body, () => ({
    clear: i18next.t('action.clear', { ns: 'common' }),
    iconName: (fileName) =>
      i18next.exists(`icon.${fileName}`, { ns: 'common' })
        ? i18next.t(`icon.${fileName}` as 'icon.search', { ns: 'common' })
        : undefined,
  }));
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders antdLocale={antdLocale} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
