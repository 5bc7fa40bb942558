import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { loadUiLocale } from './lib/ui-locale';
import './styles/global.css';

/** Loads the active language (texts, antd and dayjs locales) first, then starts the router and renders. */
async function start(container: HTMLElement) {
  const language = await initI18n();
  const antdLocale = await loadUiLocale(language);
  const router = createAppRouter(queryClient);
  createRoot(container).render(
    <StrictMode>
      <AppProviders antdLocale={antdLocale} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
