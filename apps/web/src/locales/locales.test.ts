import { describe, expect, it } from 'vitest';
import en from './en';
import zh from './zh';

/** Every key path of a nested texts object, e.g. "login.title". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort()
    : [];
}

function valueAt(texts: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
}

describe('locale files', () => {
  it('have the same namespaces in zh and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it.each(Object.keys(zh))('namespace %s has every key in both languages', (namespace) => {
    const zhKeys = keyPaths(zh[namespace as keyof typeof zh]).sort();
    const enKeys = keyPaths(en[namespace as keyof typeof en]).sort();
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([]);
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it.each(Object.keys(zh))('namespace %s has no empty texts and the same placeholders', (namespace) => {
    const zhTexts = zh[namespace as keyof typeof zh];
    const enTexts = en[namespace as keyof typeof en];
    keyPaths(zhTexts).forEach((path) => {
      const zhText = valueAt(zhTexts, path);
      const enText = valueAt(enTexts, path);
      expect(typeof zhText === 'string' && zhText.length > 0, `zh ${namespace}:${path}`).toBe(true);
      expect(typeof enText === 'string' && enText.length > 0, `en ${namespace}:${path}`).toBe(true);
      expect(placeholders(enText), `${namespace}:${path}`).toEqual(placeholders(zhText));
    });
  });
});
