import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@mall/shared';
import { acceptLanguageOf, isLocale, languageChunks, storedLanguage, type LocaleResources } from './language';

export { saveLanguage, storedLanguage, type LocaleResources } from './language';

export function currentLanguage(): Locale {
  return isLocale(i18next.language) ? i18next.language : storedLanguage();
}

/**
 * Adds every namespace of the language that i18next does not hold yet. The router awaits it before any
 * page other than the first pages (login, mall home, search, detail) opens.
 */
export async function loadAllTexts(language: Locale = currentLanguage()): Promise<void> {
  const [{ default: resources }] = await Promise.all([
    languageChunks[language].allTexts(),
    // The router asks while the app starts: the bundles are added to the store i18next starts with.
    new Promise<void>((resolve) => whenTextsReady(resolve)),
  ]);
  for (const [ns, texts] of Object.entries(resources))
    if (!i18next.hasResourceBundle(language, ns)) i18next.addResourceBundle(language, ns, texts);
}

/**
 * A namespace the first pages' texts lack, asked for by useTranslation, loads with all the others (the
 * component waits for it): a page never shows a text's key because its namespace was not loaded.
 */
const remainingTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, done) {
    if (!isLocale(language)) {
      done(null, {});
      return;
    }
    languageChunks[language]
      .allTexts()
      .then(({ default: resources }: { default: LocaleResources }) => done(null, resources[ns] ?? {}))
      .catch((error: unknown) => done(error as Error, null));
  },
};

/** Loads the first pages' texts of the language and starts i18next with them; resolves once they are ready. */
export async function initI18n(language: Locale = storedLanguage()): Promise<Locale> {
  const { default: resources } = await languageChunks[language].texts();
  await i18next
    .use(remainingTexts)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      ns: Object.keys(resources),
      defaultNS: 'common',
      resources: { [language]: resources },
      partialBundledLanguages: true,
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
