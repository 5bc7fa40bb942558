import type { Page } from '@playwright/test';

/** Entries kept per document: the last ones before a failure are the ones that explain it. */
const KEPT_ENTRIES = 200;

type EventLogWindow = Window & { __e2ePageEvents?: string[] };

/**
 * Runs in each new document: logs every pointer and click event (where it landed, and whether something
 * cancelled it) and every dialog added or removed, with the page's clock. A spec that clicks a button and
 * sees nothing happen then shows whether the click reached the button.
 */
function installEventLog(keep: number): void {
  const log: string[] = [];
  (window as EventLogWindow).__e2ePageEvents = log;
  const add = (entry: string) => {
    log.push(`${performance.now().toFixed(0)} ${entry}`);
    if (log.length > keep) log.splice(0, log.length - keep);
  };
  const describe = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    return `${target.isConnected ? '' : '[detached] '}${target.outerHTML.slice(0, 100)}`;
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown']) {
    window.addEventListener(type, (event) => add(`${type} on ${describe(event.target)}`), true);
    window.addEventListener(type, (event) => {
      if (event.defaultPrevented) add(`${type} cancelled`);
    });
  }
  const isDialog = (node: Node): node is Element =>
    node instanceof Element &&
    (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]') !== null);
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => isDialog(node) && add(`dialog added ${describe(node)}`));
        record.removedNodes.forEach((node) => isDialog(node) && add(`dialog removed ${describe(node)}`));
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Starts the event log in every document the page loads from now on. */
export async function recordPageEvents(page: Page): Promise<void> {
  await page.addInitScript(installEventLog, KEPT_ENTRIES);
}

/** The current document's log, one line per entry (empty when the page is gone). */
export async function recordedPageEvents(page: Page): Promise<string> {
  if (page.isClosed()) return '';
  const entries = await page
    .evaluate(() => (window as EventLogWindow).__e2ePageEvents ?? [])
    .catch(() => [] as string[]);
  return entries.join('\n');
}
