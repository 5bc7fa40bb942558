import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Impacts that fail a spec; lesser ones are only reported. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** After a navigation, the page is audited once its DOM has been still for this long. */
const QUIET_MS = 400;
/** A page that never settles (an animation, a polling list) is audited after this long anyway. */
const MAX_SETTLE_MS = 8_000;

export interface AuditFinding {
  /** The page's path and query when it was audited. */
  page: string;
  viewport: string;
  language: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Transient states a page passes through: an audit waits until none is shown. */
const BUSY_SELECTOR = '.ant-btn-loading, .ant-spin-spinning, [aria-busy="true"]';

/**
 * Resolves when the DOM has been still for `quietMs`, with no animation running and nothing loading
 * (half-faded or loading elements have a lower contrast than the page at rest), or after `maxMs`.
 * Runs inside the page.
 */
function waitForSettledPage([quietMs, maxMs, busySelector]: [number, number, string]): Promise<void> {
  return new Promise((resolve) => {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const started = performance.now();
    const poll = setInterval(() => {
      const now = performance.now();
      const settled =
        now - lastChange >= quietMs &&
        document.getAnimations().every((animation) => animation.playState !== 'running') &&
        !document.querySelector(busySelector);
      if (settled || now - started >= maxMs) {
        clearInterval(poll);
        observer.disconnect();
        resolve();
      }
    }, 50);
  });
}

/**
 * Runs axe-core on every page a spec shows: after each main-frame navigation (full loads and the
 * single-page app's history changes alike), once the page has settled, and on whatever is shown when the
 * spec ends. Audits run one at a time; one that a navigation interrupts is replaced by the next page's.
 */
export class PageAuditor {
  private readonly findings = new Map<string, AuditFinding>();
  private readonly audited: string[] = [];
  /** Pages (path, viewport, language) already audited after a navigation: coming back is not audited again. */
  private readonly auditedPages = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Main-frame navigations so far: an audit that fails while one happens was interrupted by it. */
  private navigations = 0;

  constructor(private readonly page: Page) {}

  start(): void {
    this.page.on('framenavigated', (frame) => {
      if (frame !== this.page.mainFrame()) return;
      this.navigations += 1;
      this.schedule();
    });
  }

  /** Audits the page as it is now, waits for queued audits, and returns every finding. */
  async finish(): Promise<{ findings: AuditFinding[]; audited: string[] }> {
    clearTimeout(this.pendingTimer);
    if (!this.page.isClosed()) this.enqueue({ again: true });
    await this.chain;
    this.stopped = true;
    return { findings: [...this.findings.values()], audited: this.audited };
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.pendingTimer);
    this.pendingTimer = setTimeout(() => this.enqueue(), QUIET_MS);
  }

  private currentPath(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  private enqueue(options: { again?: boolean } = {}): void {
    this.chain = this.chain.then(() => this.audit(options.again ?? false));
  }

  /** The pages audited so far, as "path @viewport [language]". */
  auditedSoFar(): readonly string[] {
    return this.audited;
  }

  private async audit(again: boolean): Promise<void> {
    if (this.page.isClosed()) return;
    const navigationsBefore = this.navigations;
    try {
      await this.page.evaluate(waitForSettledPage, [QUIET_MS, MAX_SETTLE_MS, BUSY_SELECTOR] as [
        number,
        number,
        string,
      ]);
      const pagePath = this.currentPath();
      const size = this.page.viewportSize();
      const viewport = size ? `${size.width}x${size.height}` : 'default';
      const language = await this.page.evaluate(() => document.documentElement.lang || 'unset');
      const pageKey = `${pagePath} @${viewport} [${language}]`;
      if (!again && this.auditedPages.has(pageKey)) return;
      // Legacy mode audits inside the page itself; the default mode opens a page of its own for each run.
      // A button still loading after the wait (a slow answer) is dimmed on purpose and left out.
      const result = await new AxeBuilder({ page: this.page })
        .setLegacyMode(true)
        .exclude('.ant-btn-loading')
        .analyze();
      this.auditedPages.add(pageKey);
      this.audited.push(pageKey);

      for (const violation of result.violations) {
        const targets = violation.nodes.map((node) => node.target.join(' '));
        const key = `${pagePath}|${viewport}|${language}|${violation.id}`;
        const known = this.findings.get(key);
        this.findings.set(key, {
          page: pagePath,
          viewport,
          language,
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: [...new Set([...(known?.targets ?? []), ...targets])],
        });
      }
    } catch (error) {
      // A navigation or the end of the spec interrupted the audit: the next page gets its own.
      if (this.page.isClosed() || this.navigations !== navigationsBefore || isNavigationError(error)) return;
      throw error;
    }
  }
}

function isNavigationError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|navigat|Target (page|closed)|frame was detached/i.test(message);
}

/** One line per finding, for the failure message and the report attachment. */
export function describeFindings(findings: AuditFinding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.impact}] ${finding.rule} on ${finding.page} @${finding.viewport} [${finding.language}]: ` +
        `${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');
}
