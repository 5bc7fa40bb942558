/** Marks index.html's preloads of antd's pre-built styles (written by the build), in their order. */
export const ANTD_STATIC_STYLES_ATTRIBUTE = 'data-antd-static-styles';
const PRELOAD_SELECTOR = `link[rel="preload"][${ANTD_STATIC_STYLES_ATTRIBUTE}]`;

/**
 * antd writes each style it generates after the last style element of its queue whose priority is at most
 * the new style's (its components' styles have the lowest, -999), else first in the head. An empty one of
 * that priority after the pre-built sheets makes antd write its own styles after them, in the order antd
 * would have written them had it generated the pre-built ones itself: the same cascade as without them.
 */
function queueMark(doc: Document): HTMLStyleElement {
  const mark = doc.createElement('style');
  mark.setAttribute('data-rc-order', 'prependQueue');
  mark.setAttribute('data-rc-priority', '-999');
  mark.setAttribute(ANTD_STATIC_STYLES_ATTRIBUTE, '');
  return mark;
}

function applied(sheet: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Adds antd's pre-built styles of the first pages (preloaded by index.html in a production build) as the
 * page's first stylesheets, in order, where antd puts the styles it writes itself, so that the app's own
 * styles still come after antd's, and antd's own after them. Resolves once every sheet is applied or failed to load (antd then
 * writes the missing styles at run time, as without the files); at once when there are none
 * (development, tests). Must finish before the first render: antd reads which styles the sheets hold the
 * first time it needs one.
 */
export function applyAntdStaticStyles(doc: Document = document): Promise<void> {
  let previous: HTMLLinkElement | undefined;
  const loads = [...doc.querySelectorAll<HTMLLinkElement>(PRELOAD_SELECTOR)].map((preload) => {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = preload.href;
    const loaded = applied(sheet);
    if (previous) previous.after(sheet);
    else doc.head.prepend(sheet);
    previous = sheet;
    return loaded;
  });
  previous?.after(queueMark(doc));
  return Promise.all(loads).then(() => undefined);
}
