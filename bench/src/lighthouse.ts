import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { loadLighthouse, type LighthouseModules, type LighthouseReport } from './lighthouse-install';
import { storageSetupUrl, type StorageEntries } from './web-session';

export type FormFactor = 'mobile' | 'desktop';

export interface PageUnderTest {
  name: string;
  url: string;
  /** localStorage written before the run (a signed-in session); the run keeps it. */
  storage?: StorageEntries;
}

export interface LighthouseScore {
  page: string;
  formFactor: FormFactor;
  /** 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: number;
  /**
   * Lighthouse's CPU benchmark of the host during the run. Simulated throttling multiplies the CPU time it
   * observed, so a busy or slow host reads as a slower phone; Lighthouse calls hosts under 1000 underpowered.
   */
  benchmarkIndex: number;
}

const metric = (report: LighthouseReport, audit: string) => report.audits[audit]?.numericValue ?? NaN;

function scoreOf(page: string, formFactor: FormFactor, report: LighthouseReport): LighthouseScore {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    page,
    formFactor,
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: metric(report, 'first-contentful-paint'),
    lcpMs: metric(report, 'largest-contentful-paint'),
    tbtMs: metric(report, 'total-blocking-time'),
    cls: metric(report, 'cumulative-layout-shift'),
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/**
 * One Lighthouse performance run (its whole report is written to BENCH_LIGHTHOUSE_REPORTS, a folder, if set) in a fresh headless Chromium: mobile is Lighthouse's default profile
 * (a mid-range phone, simulated slow 4G and 4x slower CPU), desktop its desktop preset. The HTTP cache
 * starts empty; localStorage (the session) survives, as Lighthouse clears it only when asked to.
 */
async function runOnce(
  modules: LighthouseModules,
  executablePath: string,
  target: PageUnderTest,
  formFactor: FormFactor,
): Promise<LighthouseScore> {
  const browser = await modules.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    if (target.storage) {
      await page.goto(storageSetupUrl(new URL(target.url).origin));
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, target.storage);
    }
    const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
    const config = formFactor === 'desktop' ? modules.desktopConfig : undefined;
    const result = await modules.lighthouse(target.url, flags, config, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${target.url}`);
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const file = join(reports, `${target.name.replaceAll(' ', '-')}-${formFactor}-${Date.now()}.json`);
      writeFileSync(file, JSON.stringify(result.lhr));
    }
    for (const warning of result.lhr.runWarnings)
      console.log(`  lighthouse warning (${target.name}): ${warning}`);
    return scoreOf(target.name, formFactor, result.lhr);
  } finally {
    await browser.close();
  }
}

/** The run with the median performance score, as Lighthouse recommends for comparing variable runs. */
function medianRun(runs: LighthouseScore[]): LighthouseScore {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseScore;
}

/** `runs` runs per page and form factor, each reported as its median run; or why none could run. */
export async function measureLighthouse(
  targets: PageUnderTest[],
  formFactors: FormFactor[],
  runs: number,
): Promise<LighthouseScore[] | string> {
  const executablePath = findChromium();
  if (!executablePath) return 'no Chromium found (set CHROME_PATH)';
  const modules = await loadLighthouse();
  if (typeof modules === 'string') return modules;
  const scores: LighthouseScore[] = [];
  for (const formFactor of formFactors) {
    for (const target of targets) {
      const perRun: LighthouseScore[] = [];
      for (let run = 0; run < runs; run++)
        perRun.push(await runOnce(modules, executablePath, target, formFactor));
      scores.push(medianRun(perRun));
    }
  }
  return scores;
}

export function formatLighthouse(score: LighthouseScore): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${`${score.page} (${score.formFactor})`.padEnd(22)} performance ${String(score.performance).padStart(3)}  ` +
    `FCP ${seconds(score.fcpMs)}  LCP ${seconds(score.lcpMs)}  TBT ${score.tbtMs.toFixed(0)} ms  ` +
    `CLS ${score.cls.toFixed(3)}  ${score.scripts} scripts  (host CPU index ${score.benchmarkIndex})`
  );
}
