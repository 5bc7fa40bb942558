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

export { i18next };
