import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mall/shared';
import { storage } from './storage';

/** The namespaces of one language, keyed by namespace (src/locales/<lang>.ts). */
export type LocaleResources = Record<string, Record<string, unknown>>;

const LOCALE_KEY = 'LOCALE';

/** Only the active language's texts are downloaded: each language is its own chunk. */
const resourceLoaders: Record<Locale, () => Promise<{ default: LocaleResources }>> = {
  zh: () => import('../locales/zh'),
  en: () => import('../locales/en'),
};

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen by the user (stored), else the default (zh). */
export function storedLanguage(): Locale {
  const stored = storage.get<string>(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function currentLanguage(): Locale {
  return isLocale(i18next.language) ? i18next.language : storedLanguage();
}

export function saveLanguage(language: Locale): void {
  storage.set(LOCALE_KEY, language);
}

/** The Accept-Language value for a language. */
export function acceptLanguageOf(language: Locale): string {
  return language === 'en' ? 'en-US' : 'zh-CN';
}

/** Loads the language's texts and starts i18next with them; resolves once texts are ready. */
export async function initI18n(language: Locale = storedLanguage()): Promise<Locale> {
  const { default: resources } = await resourceLoaders[language]();
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
