import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';

const repoRoot = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/build-server.ts',
  // Limits that catch a hang, not a slow machine: with two workers on two busy cores a journey of a dozen
  // page loads has taken over a minute, and a first list page over ten seconds.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // A spec file runs in one worker, in order; each worker has its own server and database (support/test.ts),
  // and a worker that replaces a failed one starts from the seed again. Two workers by default: one keeps
  // two cores a quarter busy (a spec mostly waits for pages to settle), and two took the run from 14 to 9
  // minutes on two cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: join(repoRoot, 'test-results'),
  use: {
    locale: 'zh-CN',
    // antd then skips its animations (the app honours the setting): no waiting for dialogs to fade.
    reducedMotion: 'reduce',
    // A failed spec keeps its trace with the page's DOM at every step; without the screencast's frames,
    // whose capture cost every spec about a seventh of the run's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
