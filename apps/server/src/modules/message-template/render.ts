import {
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  pickLocalized,
  type Locale,
  type LocalizedText,
  type PlaceholderValues,
} from '@mall/shared';
import { sanitiseRichText } from '#platform/security/rich-text';

/** `${name}`: a placeholder; anything else in a template is literal text. */
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]{0,63})\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Replaces each `${name}` whose name is a key of `values` by that value (through `encode`); an unknown
 * name stays as written. Plain text substitution: no expression, filter or call is ever evaluated.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? encode(String(values[name])) : whole,
  );
}

export interface RenderedMessage {
  /** Plain text (clients show it as text), at most an announcement title's length. */
  title: string;
  /** Sanitised HTML: every value is escaped before it goes in, and the result is sanitised again. */
  content: string;
}

/** A template's title and content in `locale` (the other language when empty), filled with `values`. */
export function renderTemplate(
  template: { title: LocalizedText; content: LocalizedText },
  values: PlaceholderValues,
  locale: Locale,
): RenderedMessage {
  const title = fillPlaceholders(pickLocalized(template.title, locale), values)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, ANNOUNCEMENT_TITLE_MAX_LENGTH);
  const content = sanitiseRichText(
    fillPlaceholders(pickLocalized(template.content, locale), values, escapeHtml),
  );
  return { title, content };
}
