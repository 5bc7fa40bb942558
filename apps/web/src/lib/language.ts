import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mall/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { storage } from './storage';

/**
 * The stored language and where its chunks come from. Part of the tiny entry (with storage), which starts
 * downloading the active language's chunks while the app's own chunks download.
 */

/** The namespaces of one language, keyed by namespace (src/locales/<lang>.ts). */
export type LocaleResources = Record<string, Record<string, unknown>>;

const LOCALE_KEY = 'LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen by the user (stored), else the default (zh). */
export function storedLanguage(): Locale {
  const stored = storage.get<string>(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function saveLanguage(language: Locale): void {
  storage.set(LOCALE_KEY, language);
}

/** The Accept-Language value for a language. */
export function acceptLanguageOf(language: Locale): string {
  return language === 'en' ? 'en-US' : 'zh-CN';
}

/**
 * Only the active language is downloaded: its texts, antd's and dayjs's locale are chunks of their own.
 * The texts come in two parts: the first pages' namespaces, and all of them (for every other page).
 */
export const languageChunks: Record<
  Locale,
  {
    /** The namespaces of the first pages (the mall's and the login's). */
    texts: () => Promise<{ default: LocaleResources }>;
    /** Every namespace, loaded before any other page opens. */
    allTexts: () => Promise<{ default: LocaleResources }>;
    antd: () => Promise<{ default: AntdLocale }>;
    dayjs: () => Promise<unknown>;
  }
> = {
  zh: {
    texts: () => import('../locales/zh-start'),
    allTexts: () => import('../locales/zh'),
    antd: () => import('antd/es/locale/zh_CN'),
    dayjs: () => import('dayjs/locale/zh-cn'),
  },
  en: {
    texts: () => import('../locales/en-start'),
    allTexts: () => import('../locales/en'),
    antd: () => import('antd/es/locale/en_US'),
    // dayjs speaks English without a locale file.
    dayjs: () => Promise.resolve(),
  },
};

/** Starts downloading the stored language's chunks; the app imports the same modules when it starts. */
export function preloadLanguage(): void {
  const chunks = languageChunks[storedLanguage()];
  for (const load of [chunks.texts, chunks.antd, chunks.dayjs]) load().catch(() => undefined);
}
