import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@mall/shared';
import { acceptLanguageOf, isLocale, languageChunks, storedLanguage } from './language';

export { saveLanguage, storedLanguage, type LocaleResources } from './language';

export function currentLanguage(): Locale {
  return isLocale(i18next.language) ? i18next.language : storedLanguage();
}

/** Loads the language's texts and starts i18next with them; resolves once texts are ready. */
export async function initI18n(language: Locale = storedLanguage()): Promise<Locale> {
  const { default: resources } = await languageChunks[language].texts();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [language]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = acceptLanguageOf(language);
  return language;
}

/**
 * Runs `show` once the texts are there: at once when they are, else when i18next has started. A request
 * that fails while the first page starts (the router runs before the texts have loaded) is reported with
 * its text, not an empty notice.
 */
export function whenTextsReady(show: () => void): void {
  if (i18next.isInitialized) {
    show();
    return;
  }
  const shown = () => {
    i18next.off('initialized', shown);
    show();
  };
  i18next.on('initialized', shown);
}

export { i18next };
