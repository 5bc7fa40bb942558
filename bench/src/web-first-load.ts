import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
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
  /** Milliseconds from the navigation to the page being ready, with an empty cache: the median of the runs. */
  openMs: number;
  /** Every run's time, in the order run. */
  openRuns: number[];
  files: number;
  gzipBytes: number;
  /** Every script loaded, largest first, with its gzipped size. */
  scripts: { path: string; gzipBytes: number }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One visit with an empty cache: the time until the page is ready, and every script it requested. */
async function openOnce(browser: Browser, target: FirstLoadTarget) {
  const context = await browser.newContext();
  try {
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
    const started = performance.now();
    await page.goto(target.url);
    await target.ready(page);
    const openMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    return { openMs, scripts };
  } finally {
    await context.close();
  }
}

/**
 * The JavaScript a first-time visitor's browser loads to show each page, and how long the page takes to be
 * ready: a real Chromium opens it `runs` times with an empty cache (the median time counts) and every
 * script it requests until the network is idle is counted, gzipped at level 9 from the build output.
 */
export async function measureFirstLoads(
  webDist: string,
  targets: FirstLoadTarget[],
  runs = 1,
): Promise<FirstLoad[] | string> {
  const executablePath = findChromium();
  if (!executablePath) return 'no Chromium found (set CHROME_PATH)';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const loads: FirstLoad[] = [];
    for (const target of targets) {
      const openRuns: number[] = [];
      let scripts = new Set<string>();
      for (let run = 0; run < Math.max(1, runs); run += 1) {
        const visit = await openOnce(browser, target);
        openRuns.push(Math.round(visit.openMs));
        scripts = visit.scripts;
      }

      const sizes = [...scripts].map((path) => {
        const file = join(webDist, path.replace(/^\/mall\//, ''));
        return { path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
      });
      sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
      const gzipBytes = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
      loads.push({
        name: target.name,
        openMs: median(openRuns),
        openRuns,
        files: scripts.size,
        gzipBytes,
        scripts: sizes,
      });
    }
    return loads;
  } finally {
    await browser.close();
  }
}
