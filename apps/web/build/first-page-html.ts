import type { Plugin, Rolldown } from 'vite';
import { WEB_BASE } from '../../../packages/shared/src/constants.js';

/**
 * The pages whose own HTML preloads their modules (the same as src/app/first-page-preload.ts starts from
 * the entry, checked by its test), by their full path.
 */
export const FIRST_PAGE_MODULES: Record<string, string[]> = {
  '/mall/user/login': ['src/app/layouts/user/UserLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
};

/**
 * The pages that draw their first view before the app's code downloads (first-page-preload.ts again):
 * their HTML preloads only the entry's own chunks, so that nothing else shares the network with the
 * first view's answer and images.
 */
export const FIRST_VIEW_PAGES = ['/mall/mall/index'];

/** Where the build writes a first page's own index.html (the server sends it for that path). */
export function firstPageHtmlFile(pagePath: string): string {
  return `pages${pagePath.slice(WEB_BASE.length - 1)}.html`;
}

/** The chunks a page's modules need before they run: their own and every chunk they import statically. */
export function chunksOfModules(bundle: Rolldown.OutputBundle, modules: string[]): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
  );
  const found: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || found.includes(chunk.fileName)) return;
    found.push(chunk.fileName);
    chunk.imports.forEach((fileName) => visit(chunks.get(fileName)));
  };
  for (const module of modules) {
    const chunk = [...chunks.values()].find((candidate) =>
      candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${module}`),
    );
    if (!chunk) throw new Error(`no chunk holds the first page module ${module}`);
    visit(chunk);
  }
  return found;
}

/** The chunks the entry imports statically: the ones it cannot run without. */
function entryChunks(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return found;
}

const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/g;

/** The page without the module preloads of chunks other than `kept`. */
export function withPreloadsOnlyOf(html: string, kept: Set<string>): string {
  return html.replace(MODULE_PRELOAD, (link, href: string) =>
    kept.has(href.slice(WEB_BASE.length)) ? link : '',
  );
}

/**
 * Writes, for each first page, a copy of index.html: one that also preloads the page's own chunks, so that
 * the browser fetches them while it reads the page instead of when the entry script asks for them (each
 * preload the entry adds costs main-thread time on a slow phone, after the first paint), or, for a page
 * drawing its first view without the app, one that preloads only the entry's chunks. Preloads go at low
 * priority, like the app's start chunks, so that the static first paint goes first.
 */
export function firstPageHtml(): Plugin {
  const pages = new Map<string, string>();
  return {
    name: 'mall:first-page-html',
    apply: 'build',
    // After Vite's own HTML plugin, which runs the index.html transforms as it writes the bundle.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        for (const pagePath of FIRST_VIEW_PAGES)
          pages.set(firstPageHtmlFile(pagePath), withPreloadsOnlyOf(html, entryChunks(bundle, entry)));
        for (const [pagePath, modules] of Object.entries(FIRST_PAGE_MODULES)) {
          const links = chunksOfModules(bundle, modules)
            .filter((fileName) => !html.includes(fileName))
            .map(
              (fileName) =>
                `  <link rel="modulepreload" fetchpriority="low" crossorigin href="${WEB_BASE}${fileName}">\n`,
            )
            .join('');
          pages.set(firstPageHtmlFile(pagePath), html.replace('</head>', `${links}  </head>`));
        }
        return html;
      },
    },
    generateBundle() {
      for (const [fileName, source] of pages) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
