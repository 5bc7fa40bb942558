import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

/** The web app's texts of one locale namespace, by dotted key, with {{name}} placeholders filled. */
export function localeTexts(language: Language, namespace: string) {
  const file = join(import.meta.dirname, '../../apps/web/src/locales', language, `${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
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

/** A button's whole name: antd puts a space between two Chinese characters of a button's text. */
export const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** The same inside a longer name (a button with an icon, a link with a count). */
export const within = (text: string) => new RegExp(text.split('').join('\\s*'));
