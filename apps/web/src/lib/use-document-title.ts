import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "page title · site title", or the bare site title. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const siteTitle = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${siteTitle}` : siteTitle;
  }, [pageTitle, siteTitle]);
}
