import { pickLocalized, resolveLocale, type Locale } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { messages, type MessageKey } from './messages';

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const text = pickLocalized(messages[key], locale);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The language of a request (Accept-Language; zh when absent). */
export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.headers['accept-language']);
}
