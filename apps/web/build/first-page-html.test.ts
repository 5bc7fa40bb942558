import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chunksOfModules,
  FIRST_PAGE_MODULES,
  FIRST_VIEW_PAGES,
  firstPageHtmlFile,
  withPreloadsOnlyOf,
} from './first-page-html';

const webRoot = join(import.meta.dirname, '..');
const PRELOAD = 'src/app/first-page-preload.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports }) as unknown as Rolldown.OutputChunk;

describe('first page HTML', () => {
  it('names the same pages and modules as the preload the entry starts', () => {
    const source = readFileSync(join(webRoot, PRELOAD), 'utf8');
    const pages = [...source.matchAll(/^ {2}'(\/mall\/[^']+)': \{\n(.*)$/gm)];
    expect([...Object.keys(FIRST_PAGE_MODULES), ...FIRST_VIEW_PAGES].sort()).toEqual(
      pages.map((match) => match[1]).sort(),
    );
    // A page drawing its own first view says so first; its code loads after that view.
    expect(pages.filter((match) => match[2]?.includes('firstView:')).map((match) => match[1])).toEqual(
      FIRST_VIEW_PAGES,
    );
    for (const modules of Object.values(FIRST_PAGE_MODULES))
      for (const module of modules) {
        const specifier = relative(dirname(PRELOAD), module).replace(/\.tsx?$/, '');
        expect(source).toContain(`import('${specifier.startsWith('.') ? specifier : `./${specifier}`}')`);
      }
  });

  it("keeps only the preloads of the entry's own chunks in a first view page", () => {
    const html = [
      '<head>',
      '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/mall/assets/boot-1.js">',
      '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/mall/assets/app-2.js">',
      '  <link rel="modulepreload" crossorigin href="/mall/assets/react-3.js">',
      '    <link rel="preload" as="style" href="/mall/assets/antd-4.css">',
      '</head>',
    ].join('\n');
    expect(withPreloadsOnlyOf(html, new Set(['assets/boot-1.js']))).toBe(
      [
        '<head>',
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/mall/assets/boot-1.js">',
        '    <link rel="preload" as="style" href="/mall/assets/antd-4.css">',
        '</head>',
      ].join('\n'),
    );
  });

  it('writes each page next to the others under pages/, by its path below the app', () => {
    expect(firstPageHtmlFile('/mall/user/login')).toBe('pages/user/login.html');
    expect(firstPageHtmlFile('/mall/mall/index')).toBe('pages/mall/index.html');
  });

  it("preloads a page's chunks and everything they import, once each", () => {
    const bundle = {
      a: chunk('assets/Layout.js', '/repo/apps/web/src/Layout.tsx', ['assets/shared.js']),
      b: chunk('assets/Page.js', '/repo/apps/web/src/Page.tsx', ['assets/shared.js', 'assets/form.js']),
      c: chunk('assets/shared.js', null),
      d: chunk('assets/form.js', null, ['assets/shared.js']),
      e: chunk('assets/Other.js', '/repo/apps/web/src/Other.tsx'),
    } as Rolldown.OutputBundle;
    expect(chunksOfModules(bundle, ['src/Layout.tsx', 'src/Page.tsx'])).toEqual([
      'assets/Layout.js',
      'assets/shared.js',
      'assets/Page.js',
      'assets/form.js',
    ]);
    expect(() => chunksOfModules(bundle, ['src/Missing.tsx'])).toThrow(/src\/Missing\.tsx/);
  });
});
