import type { Plugin, Rolldown } from 'vite';
import { WEB_BASE } from '../../../packages/shared/src/constants.js';

/**
 * The modules of the pages most visitors open first (the same as src/app/first-page-preload.ts starts
 * from the entry, checked by its test), by their full path.
 */
export const FIRST_PAGE_MODULES: Record<string, string[]> = {
  '/mall/user/login': ['src/app/layouts/user/UserLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
  '/mall/mall/index': ['src/app/layouts/mall/MallLayout.tsx', 'src/features/mall/pages/MallHomePage.tsx'],
};

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

/**
 * Writes, for each first page, a copy of index.html that also preloads the page's own chunks, so that the
 * browser fetches them while it reads the page instead of when the entry script asks for them (each
 * preload the entry adds costs main-thread time on a slow phone, after the first paint). Preloads go at
 * low priority, like the app's start chunks, so that the static first paint goes first.
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
      handler(html, { bundle }) {
        if (!bundle) return html;
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
