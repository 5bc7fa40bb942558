import { expect, type Locator } from '@playwright/test';

/** The classes antd's motion gives an element while it comes in (`ant-zoom-appear`, `ant-zoom-enter-active`…). */
const COMING_IN = /(^|\s)[\w-]+-(appear|enter)(\s|-|$)/;

/**
 * `dialog` once it has opened: visible, and its opening motion over. Until then antd holds it unscaled and
 * transparent, then zooms it in from the pointer; Playwright finds its buttons steady in the held frame, and
 * a click sent as the zoom starts lands beside the button, on the dialog's backdrop, and does nothing
 * (reduced motion makes the zoom short, not absent, and on a busy machine frames come far apart).
 */
export async function openedDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(COMING_IN);
  return dialog;
}
