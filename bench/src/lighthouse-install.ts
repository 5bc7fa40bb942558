import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/lib/web-build.mjs';

/** 12.8.2 is the last Lighthouse that runs on Node 20 (13 needs Node 22). */
export const LIGHTHOUSE_VERSION = '12.8.2';

/** Outside every workspace and git-ignored: `npm ci` and CI never install Lighthouse. */
const INSTALL_DIR = join(root, '.tmp/lighthouse');
const MODULES = join(INSTALL_DIR, 'node_modules');

/** The parts of a Lighthouse result the bench reads. */
export interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ resourceType?: string; url?: string }> } }
  >;
  runWarnings: string[];
  /** Lighthouse's measure of this machine's CPU speed at the time of the run (lower = slower or busier). */
  environment: { benchmarkIndex: number };
}

export interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
}

export interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}

export interface LighthouseModules {
  lighthouse(
    url: string,
    flags: Record<string, unknown>,
    config: unknown,
    page: PuppeteerPage,
  ): Promise<{ lhr: LighthouseReport } | undefined>;
  desktopConfig: unknown;
  launch(options: { executablePath: string; args: string[]; headless: boolean }): Promise<PuppeteerBrowser>;
}

function installedVersion(): string | null {
  const manifest = join(MODULES, 'lighthouse/package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Installs the pinned Lighthouse into .tmp/lighthouse on first use; false when npm could not. */
function ensureInstalled(): boolean {
  if (installedVersion() === LIGHTHOUSE_VERSION) return true;
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into .tmp/lighthouse (first use only)...`);
  mkdirSync(INSTALL_DIR, { recursive: true });
  // Its own package.json keeps npm from treating the repository's workspaces as the install root.
  writeFileSync(join(INSTALL_DIR, 'package.json'), '{ "private": true }\n');
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
    { cwd: INSTALL_DIR, stdio: 'inherit' },
  );
  return result.status === 0 && installedVersion() === LIGHTHOUSE_VERSION;
}

async function importFrom(relativePath: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(MODULES, relativePath)).href)) as Record<string, unknown>;
}

/** Lighthouse and the puppeteer-core it drives Chromium with, or why they are unavailable. */
export async function loadLighthouse(): Promise<LighthouseModules | string> {
  if (!ensureInstalled()) return `installing lighthouse@${LIGHTHOUSE_VERSION} failed`;
  const core = await importFrom('lighthouse/core/index.js');
  const puppeteer = await importFrom('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js');
  const launch = (puppeteer.default as { launch: LighthouseModules['launch'] }).launch;
  return {
    lighthouse: core.default as LighthouseModules['lighthouse'],
    desktopConfig: core.desktopConfig,
    launch: launch.bind(puppeteer.default),
  };
}
