import { pickLocalized, resolveLocale, type Locale, type LocalizedText } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { messages, type MessageKey, type ModuleMessages } from './messages';

export type MessageParams = Record<string, string | number>;

const table = new Map<string, LocalizedText>(Object.entries(messages));

/**
 * Adds a module's messages to the translator. Registering the same texts again is harmless (every app
 * built in one process registers them); a key that already means something else is an error.
 */
export function registerMessages(moduleTable: { [K in keyof ModuleMessages]?: LocalizedText }): void {
  for (const [key, text] of Object.entries(moduleTable) as Array<[string, LocalizedText]>) {
    const known = table.get(key);
    if (known && (known.zh !== text.zh || known.en !== text.en)) {
      throw new Error(`Message ${key} is already registered with another text`);
    }
    table.set(key, text);
  }
}

/** Whether `key` names a registered message (a schema may name one as its issue's message). */
export function isMessageKey(key: string): key is MessageKey {
  return table.has(key);
}

/** The message in `locale`; a key nobody registered answers as itself. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const registered = table.get(key);
  if (!registered) return key;
  const text = pickLocalized(registered, locale);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The language of a request (Accept-Language; zh when absent). */
export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.headers['accept-language']);
}
