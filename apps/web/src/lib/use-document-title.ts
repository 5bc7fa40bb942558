import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title: 'page title · site title', or the site title alone (the home page). */
export function documentTitle(siteTitle: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${siteTitle}` : siteTitle;
}

/** Sets the browser tab title to "page title · site title", or the bare site title. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const siteTitle = t('app.name');
  useEffect(() => {
    document.title = documentTitle(siteTitle, pageTitle);
  }, [pageTitle, siteTitle]);
}
