import type { Plugin, Rolldown } from 'vite';

/** index.html's link to the entry's own stylesheet (the base styles and the static first paint's). */
const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*href="[^"]*\/(assets\/index-[\w-]+\.css)"[^>]*>/;

/** The page with the entry's stylesheet written into it in place of its link (as it is without one). */
export function withEntryStylesInline(html: string, bundle: Rolldown.OutputBundle): string {
  const link = ENTRY_STYLESHEET.exec(html);
  const asset = link && bundle[link[1] as string];
  if (!link || asset?.type !== 'asset') return html;
  return html.replace(link[0], () => `<style>${String(asset.source).trim()}</style>`);
}

/**
 * Writes the entry's small stylesheet into index.html itself: the static first paint then waits for no
 * other request (on a slow phone network each one is a round trip of its own before anything shows).
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'mall:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? withEntryStylesInline(html, bundle) : html),
    },
  };
}
