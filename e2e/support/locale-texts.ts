import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'zh' | 'en';
export type Tree = { [key: string]: string | Tree };

/** The web app's locale file of one namespace as it is, for specs that read whole groups of texts. */
export function localeTree<T = Tree>(language: Language, namespace: string): T {
  const file = join(import.meta.dirname, '../../apps/web/src/locales', language, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The web app's texts of one locale namespace, by dotted key, with {{name}} placeholders filled. */
export function localeTexts(language: Language, namespace: string) {
  const tree = localeTree(language, namespace);
  return (key: string, values: Record<string, string | number> = {}) => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => {
      return typeof node === 'object' ? node[part] : undefined;
    }, tree);
    if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** Opens the app in English on the next navigation (Chinese is the default). */
export const ENGLISH_INIT = () => {
  if (!localStorage.getItem('mall__LOCALE'))
    localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null }));
};

/** The text as a pattern that lets a space come between any two characters. */
const spacedPattern = (text: string) =>
  text
    .split('')
    .map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s*');

/** A button's whole name: antd puts a space between two Chinese characters of a button's text. */
export const spaced = (text: string) => new RegExp(`^${spacedPattern(text)}$`);

/** The same inside a longer name (a button with an icon, a link with a count). */
export const within = (text: string) => new RegExp(spacedPattern(text));
