import type { Locale } from '@mall/shared';
import { drawMallHomeFirstView, readMallHomeAnswer } from '../../../features/mall/first-view';
import { domElement } from '../../../lib/dom-element';
import styles from './MallLayout.module.css';

/** The element of index.html's static first paint, which a first view replaces. */
const BOOT_SHELL = '.boot-shell';

/** Resolves once the browser has painted what is in the page now. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Replaces index.html's static first paint with the mall home's first view, drawn from its early answer:
 * the mall frame (its header bar, empty until the app fills it) around the hero and the Hot products, with
 * the layout's and page's own classes, so that React's render of the page looks the same. Resolves once
 * the first view's images are painted (or failed), or at once when there is nothing to draw: the answer
 * failed or holds no hot product, or the app has already rendered.
 */
export async function showMallHomeFirstView(answer: Promise<Response>, language: Locale): Promise<void> {
  const home = await readMallHomeAnswer(answer);
  const shell = document.querySelector(`#root > ${BOOT_SHELL}`);
  if (!home?.hot.length || !shell) return;
  const main = domElement('main', styles.content);
  const images = drawMallHomeFirstView(main, home, language);
  const header = domElement('header', styles.header, domElement('div', styles.headerInner));
  const layout = domElement('div', styles.layout, header, main);
  layout.dataset.firstView = 'mall-home';
  shell.replaceWith(layout);
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await nextPaint();
}
