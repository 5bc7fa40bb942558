import type { Plugin, Rolldown } from 'vite';

/**
 * index.html's links to the stylesheets of the entry and of the chunks it imports statically (the base
 * styles, the static first paint's and the mall home's first view's).
 */
const ENTRY_STYLESHEETS =
  /<link rel="stylesheet"[^>]*href="[^"]*\/(assets\/(?:index|boot)-[\w-]+\.css)"[^>]*>/g;

/** The page with the entry's stylesheets written into it in place of their links (as it is without one). */
export function withEntryStylesInline(html: string, bundle: Rolldown.OutputBundle): string {
  return html.replace(ENTRY_STYLESHEETS, (link, fileName: string) => {
    const asset = bundle[fileName];
    return asset?.type === 'asset' ? `<style>${String(asset.source).trim()}</style>` : link;
  });
}

/**
 * Writes the entry's small stylesheets into index.html itself: the static first paint then waits for no
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
