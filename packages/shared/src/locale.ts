// Free of zod: the web's start reads these, and must not load the schema library for them.
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** Bilingual business text, stored per language and served in the request's language. */
export interface LocalizedText {
  zh: string;
  en: string;
}

/** Picks the requested language, falling back to the other one when it is empty. */
export function pickLocalized(text: LocalizedText, locale: Locale): string {
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  return text[locale] || text[other];
}

/** Reads an Accept-Language style value ("en-US,en;q=0.9", "zh-CN") down to a supported locale. */
export function resolveLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LOCALE;
}
