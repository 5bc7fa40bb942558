import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdColourHelpers } from './build/antd-colour-helpers';
import { antdLazyUniqueTooltip } from './build/antd-lazy-unique-tooltip';
import { firstPageAntdStyles } from './build/first-page-antd-styles';
import { firstPageHtml } from './build/first-page-html';
import { inlineEntryStyles } from './build/inline-entry-styles';
import { lazyProParts } from './build/lazy-pro-parts';
// The config is bundled by Vite, which leaves workspace packages to Node (no .ts there): import the file itself.
import { API_BASE, WEB_BASE } from '../../packages/shared/src/constants.js';

/** Where the dev server forwards API calls (the server's default port). */
const API_PROXY_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Writes .gz and .br siblings of every text asset over 1 KB; the server serves them pre-compressed. */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'mall:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= MIN_COMPRESS_BYTES) return;
          const content = await readFile(file);
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
          await writeFile(
            `${file}.br`,
            brotliCompressSync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
        }),
      );
    },
  };
}

const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * antd's form context (read by every input, select and checkbox) takes only the FormProvider from
 * @rc-component/form, whose index also attaches the whole Form with its validator as statics, so the
 * bundler keeps all of it on every page with an input. It is pointed at the module that defines the provider.
 */
function formContextWithoutForm(): Plugin {
  return {
    name: 'mall:form-context-without-form',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

/** The modules the tiny entry imports (see main.tsx and first-page-preload.ts). */
const BOOT_MODULES = new RegExp(
  [
    String.raw`src[\/]lib[\/](storage|language|stored-session|api-headers|early-requests|yield-to-main)\.ts$`,
    String.raw`src[\/]features[\/]\w+[\/]api[\/][\w-]+-request\.ts$`,
    // The mall home's first view: its drawing, texts, and the classes of the components it looks like.
    String.raw`src[\/]features[\/]mall[\/]first-view\.ts$`,
    String.raw`src[\/]app[\/]layouts[\/]mall[\/]mall-first-view\.ts$`,
    String.raw`src[\/]lib[\/](app-paths|dom-element)\.ts$`,
    String.raw`src[\/]locales[\/]\w+[\/]mall\.json$`,
    String.raw`src[\/]features[\/]mall[\/](first-view|components[\/](HomeSection|ProductCard|ProductGrid)|pages[\/]MallHomePage)\.module\.css`,
    String.raw`src[\/]app[\/]layouts[\/]mall[\/]MallLayout\.module\.css`,
  ].join('|'),
);

const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;

/**
 * index.html's script tags: the app's start chunks (imported lazily by the tiny entry, which meanwhile
 * starts the opened page's code) are preloaded from the HTML so they download at once. All scripts are
 * fetched at low priority, so that the stylesheet and the logo of the static first paint go first: module
 * scripts never block rendering, and the page shows its shell while they load.
 */
function startupScripts(): Plugin {
  return {
    name: 'mall:startup-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output]] : [],
          ),
        );
        const start = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => APP_START.test(id)));
        const preloads = new Set<string>();
        const visit = (fileName: string) => {
          if (preloads.has(fileName) || fileName === entry?.fileName || html.includes(fileName)) return;
          preloads.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        if (start) visit(start.fileName);
        const links = [...preloads]
          .map((fileName) => `<link rel="modulepreload" crossorigin href="${WEB_BASE}${fileName}">`)
          .join('\n    ');
        return html
          .replace('</head>', `  ${links}\n  </head>`)
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
      },
    },
  };
}

/**
 * Shared modules that begin with this line import no zod (a shared test holds them to it). Their
 * neighbours hold schemas, and a chunk holding one of those imports zod: they get a chunk of their own.
 */
const ZOD_FREE_MARK = '// Free of zod';
const SHARED_SRC = resolve(import.meta.dirname, '../../packages/shared/src');
const zodFreeShared = readdirSync(SHARED_SRC).filter(
  (file) =>
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    readFileSync(join(SHARED_SRC, file), 'utf8').startsWith(ZOD_FREE_MARK),
);

const modulePath = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${pattern}[\\\\/]`);
const antdComponents = (names: string[]) => modulePath(`antd[\\\\/]es[\\\\/](${names.join('|')})`);

/**
 * Few, long-cached chunks for what the first pages load, so a phone on a slow network fetches a handful of
 * files instead of dozens (each group also takes in everything its modules import that no group before it
 * took):
 * - react: React, React DOM and the router;
 * - app: the app's start (router, providers, i18n, storage, HTTP client, session) with the libraries it
 *   needs before the first render (antd's provider, i18next, TanStack Query);
 * - shared-light: the shared modules free of zod (limits, prices, dictionary codes, socket checks);
 * - antd: the antd components both the login page and the mall show.
 * No other antd component gets a group: a group takes in what its modules import (a card its tabs and
 * menus; placeholders antd helpers that tooltips share), and every page importing any of it loads it all.
 * Everything else stays split by the routes' lazy imports, so antd's tables and pickers of the admin pages
 * and pro-components (admin shell and lists only) are never part of the login page or the mall home.
 */
const chunkGroups = [
  // The module loader of lazy imports, on its own so that the tiny entry needs none of the big chunks.
  { name: 'loader', priority: 7, test: /preload-helper/ },
  // What the entry itself runs (the stored language and session, the first pages' early requests): on
  // its own, so that the entry waits for no big chunk.
  { name: 'boot', priority: 7, test: BOOT_MODULES },
  { name: 'react', priority: 6, test: modulePath('(react|react-dom|scheduler|react-router)') },
  { name: 'app', priority: 5, test: APP_START },
  {
    name: 'shared-light',
    priority: 4,
    test: new RegExp(
      `[\\\\/]packages[\\\\/]shared[\\\\/]src[\\\\/](${zodFreeShared.join('|').replaceAll('.', '\\.')})$`,
    ),
  },
  {
    name: 'antd',
    priority: 3,
    test: antdComponents(['button', 'flex', 'input', 'space', 'spin']),
  },
];

export default defineConfig({
  base: WEB_BASE,
  plugins: [
    react(),
    formContextWithoutForm(),
    antdColourHelpers(),
    antdLazyUniqueTooltip(),
    lazyProParts(),
    startupScripts(),
    inlineEntryStyles(),
    firstPageAntdStyles(),
    firstPageHtml(),
    precompressAssets(),
  ],
  server: {
    proxy: {
      [API_BASE]: { target: API_PROXY_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The users list chunk carries ProTable (pro-components + antd form fields), about 1 MB raw.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      // zod schema builders (z.object(...)) in @mall/shared have no side effects: unused schemas drop out.
      treeshake: {
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: chunkGroups,
          // Shared helpers under 4 kB are copied into the chunks that use them rather than fetched alone.
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
});
