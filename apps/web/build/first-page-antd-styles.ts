import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { WEB_BASE } from '../../../packages/shared/src/constants.js';
import { APP_THEME } from '../src/app/theme.js';
import { ANTD_STATIC_STYLES_ATTRIBUTE } from '../src/lib/antd-static-styles.js';

/**
 * The antd components the login page and the mall's pages (frame, home, search, detail) render on their
 * first view. antd writes one style per component type, whatever its props, so one of each is enough.
 * A component missing here still works: antd then writes its style at run time, as for every other page
 * (the e2e spec first-pages lists the pages' run-time styles and fails on any).
 */
async function firstPageElements() {
  const { createElement: h } = await import('react');
  const { Button, Divider, Empty, Flex, Form, Input, InputNumber, Skeleton, Space, Spin } =
    await import('antd');
  return [
    h(Button, { type: 'primary', key: 'button' }),
    h(Input, { key: 'input' }),
    h(Input.Password, { key: 'password' }),
    h(Input.Search, { enterButton: true, allowClear: true, key: 'search' }),
    h(InputNumber, { key: 'number' }),
    h(Form, { key: 'form' }, h(Form.Item, { label: 'label', name: 'name', help: 'help' }, h(Input))),
    h(Flex, { key: 'flex' }),
    h(Space, { key: 'space' }),
    h(Space.Compact, { key: 'compact' }),
    h(Divider, { key: 'divider' }),
    h(Skeleton, { active: true, key: 'skeleton' }),
    h(Skeleton.Image, { key: 'skeleton-image' }),
    h(Spin, { key: 'spin' }),
    h(Empty, { key: 'empty' }),
  ];
}

/**
 * antd's styles of those components, rendered once at build time with antd's own extraction (its
 * "whole export" for server rendering). The file ends with antd's map of the styles it holds, which antd
 * reads on the first render: for those it neither generates nor injects a style at run time, work that
 * took about a third of the first render on a slow phone. The styles depend on the theme's structure, not
 * its colours (these are CSS variables), so they hold for every colour and motion setting.
 */
export async function renderFirstPageStyles(): Promise<string> {
  const { createElement: h } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs');
  const { ConfigProvider } = await import('antd');
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme: APP_THEME }, ...(await firstPageElements()))),
  );
  // Only the component styles: the theme's variables are written by the app for the colours it uses.
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/** antd's rule naming the styles a sheet holds; the last one in the page is the one antd reads. */
const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/;

/**
 * Cuts a style sheet into sheets of at most `maxLength` characters at top-level rule boundaries (a rule
 * longer than that stays whole), keeping the order. The browser parses each sheet in a task of its own,
 * so no single parse holds the page's main thread for long on a slow phone.
 */
export function splitStyleSheet(css: string, maxLength: number): string[] {
  const sheets: string[] = [];
  let depth = 0;
  let quote = '';
  let sheetStart = 0;
  let lastCut = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      if (index + 1 - sheetStart > maxLength && lastCut > sheetStart) {
        sheets.push(css.slice(sheetStart, lastCut));
        sheetStart = lastCut;
      }
      lastCut = index + 1;
    }
  }
  if (sheetStart < css.length) sheets.push(css.slice(sheetStart));
  return sheets;
}

/** The largest pre-built sheet: parsed in about 50 ms on a phone four times slower than a laptop. */
const MAX_SHEET_LENGTH = 48_000;

/**
 * Emits the first pages' antd styles as hashed sheets and preloads them from index.html, at low priority
 * so that the static first paint goes first; antd's map of what they hold ends the last one. The app adds
 * them, in order, as the first stylesheets (where antd puts its own) and renders once all are in.
 */
export function firstPageAntdStyles(): Plugin {
  let fileNames: string[] = [];
  return {
    name: 'mall:first-page-antd-styles',
    apply: 'build',
    async buildStart() {
      const css = await renderFirstPageStyles();
      const cacheMap = CACHE_MAP_RULE.exec(css)?.[0];
      if (!cacheMap) throw new Error("antd's style extraction wrote no map of its styles");
      const sheets = splitStyleSheet(css.replace(cacheMap, ''), MAX_SHEET_LENGTH);
      sheets.push(`${sheets.pop() ?? ''}${cacheMap}`);
      fileNames = sheets.map((source, index) => {
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
        const fileName = `assets/antd-first-pages-${index}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName, source });
        return fileName;
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '</head>',
          `${fileNames
            .map(
              (fileName) =>
                `  <link rel="preload" as="style" fetchpriority="low" ${ANTD_STATIC_STYLES_ATTRIBUTE} href="${WEB_BASE}${fileName}">\n`,
            )
            .join('')}  </head>`,
        ),
    },
  };
}
