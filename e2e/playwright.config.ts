import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { E2E_PORT, E2E_PASSWORDS } from './support/accounts';

// The config is evaluated in the runner and in each worker; workers inherit the runner's environment,
// so the temporary data directory is created once.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mall-e2e-'));
const repoRoot = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: join(repoRoot, 'test-results'),
  globalTeardown: './support/teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real server serving the real build, on a fresh embedded database.
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/mall/serversys/readyz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: E2E_PASSWORDS.admin,
      DEMO_PASSWORD: E2E_PASSWORDS.demo,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The specs sign in through the page many times from one address: no captcha, no rate limits.
      LOGIN_CAPTCHA: 'false',
      RATE_LIMIT: 'false',
    },
  },
});
