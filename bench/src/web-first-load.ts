import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';

export interface FirstLoad {
  files: number;
  gzipBytes: number;
}

/**
 * The JavaScript a signed-in visitor's browser loads to show the mall home: a real Chromium opens the page
 * in a fresh tab and every script it requests is counted, gzipped at level 9 from the build output.
 */
export async function measureMallHomeFirstLoad(
  origin: string,
  webDist: string,
  account: { username: string; password: string },
): Promise<FirstLoad | string> {
  const executablePath = findChromium();
  if (!executablePath) return 'no Chromium found (set CHROME_PATH)';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const login = await context.newPage();
    await login.goto(`${origin}/mall/user/login`);
    await login.locator('#username').fill(account.username);
    await login.locator('#password').fill(account.password);
    await login.getByTestId('login-submit').click();
    await login.waitForURL(/\/mall\/mall\/index$/);
    await login.close();

    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/mall/mall/index`);
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForLoadState('networkidle');

    let gzipBytes = 0;
    for (const path of scripts) {
      const file = join(webDist, path.replace(/^\/mall\//, ''));
      gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
    }
    return { files: scripts.size, gzipBytes };
  } finally {
    await browser.close();
  }
}
