import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { storageSetupUrl, type StorageEntries } from './web-session';

export interface FirstLoadTarget {
  name: string;
  url: string;
  /** localStorage written before the visit (a signed-in session). */
  storage?: StorageEntries;
  /** Resolves once the page is usable. */
  ready(page: Page): Promise<void>;
}

export interface FirstLoad {
  name: string;
  files: number;
  gzipBytes: number;
  /** Every script loaded, largest first, with its gzipped size. */
  scripts: { path: string; gzipBytes: number }[];
}

/**
 * The JavaScript a first-time visitor's browser loads to show each page: a real Chromium opens it with an
 * empty cache and every script it requests until the network is idle is counted, gzipped at level 9 from
 * the build output.
 */
export async function measureFirstLoads(
  webDist: string,
  targets: FirstLoadTarget[],
): Promise<FirstLoad[] | string> {
  const executablePath = findChromium();
  if (!executablePath) return 'no Chromium found (set CHROME_PATH)';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const loads: FirstLoad[] = [];
    for (const target of targets) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (target.storage) {
        await page.goto(storageSetupUrl(new URL(target.url).origin));
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, target.storage);
      }
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(target.url);
      await target.ready(page);
      await page.waitForLoadState('networkidle');
      await context.close();

      const sizes = [...scripts].map((path) => {
        const file = join(webDist, path.replace(/^\/mall\//, ''));
        return { path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
      });
      sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
      const gzipBytes = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
      loads.push({ name: target.name, files: scripts.size, gzipBytes, scripts: sizes });
    }
    return loads;
  } finally {
    await browser.close();
  }
}
