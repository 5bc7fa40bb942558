import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

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
 * shown (half-faded or loading elements have a lower contrast than the page at rest), or after `maxMs`.
 * What cannot be seen is left out, as axe leaves it out: a spinner in a closed dialog, or the endless
 * spin of a loading icon that a button has faded out (either kept every audit of the users list and
 * the message templates waiting the full `maxMs`). Animations that end (fades, transitions) are waited
 * for wherever they run. Runs inside the page.
 */
function waitForSettledPage([quietMs, maxMs, busySelector]: [number, number, string]): Promise<void> {
  return new Promise((resolve) => {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const shown = (element: Element | null) =>
      !element || element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const started = performance.now();
    const poll = setInterval(() => {
      const now = performance.now();
      const settled =
        now - lastChange >= quietMs &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              (animation.effect?.getTiming().iterations === Infinity &&
                !shown((animation.effect as KeyframeEffect).target)),
          ) &&
        [...document.querySelectorAll(busySelector)].every((element) => !shown(element));
      if (settled || now - started >= maxMs) {
        clearInterval(poll);
        observer.disconnect();
        resolve();
      }
    }, 50);
  });
}

/**
 * What an audit's result depends on besides the page's styles, as one string: the DOM's changes so far
 * (counted from the first call in this document on), the scroll position, the viewport, the language,
 * the focused and the hovered element, and running animations. Runs inside the page.
 */
function pageState(): string {
  type Watch = { changes: number; observer: MutationObserver; ids: WeakMap<Element, number>; next: number };
  const holder = window as unknown as { __e2eAuditWatch?: Watch };
  if (!holder.__e2eAuditWatch) {
    const created: Watch = {
      changes: 0,
      observer: new MutationObserver((records) => {
        created.changes += records.length;
      }),
      ids: new WeakMap(),
      next: 1,
    };
    created.observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    holder.__e2eAuditWatch = created;
  }
  const watch = holder.__e2eAuditWatch;
  watch.changes += watch.observer.takeRecords().length;
  const idOf = (element: Element | null | undefined) => {
    if (!element) return 0;
    let id = watch.ids.get(element);
    if (id === undefined) {
      id = watch.next++;
      watch.ids.set(element, id);
    }
    return id;
  };
  const hovered = [...document.querySelectorAll(':hover')].pop();
  const running = document.getAnimations().filter((animation) => animation.playState === 'running').length;
  return JSON.stringify([
    watch.changes,
    window.scrollX,
    window.scrollY,
    window.innerWidth,
    window.innerHeight,
    document.documentElement.lang,
    idOf(document.activeElement),
    idOf(hovered),
    running,
  ]);
}

/** axe-core's source, evaluated once per document (AxeBuilder would send and evaluate its 1.5 MB twice per run). */
const AXE_SOURCE: string = axe.source;
/** Given to AxeBuilder as its "source" once the frames hold axe-core already. */
const AXE_ALREADY_LOADED = 'void 0';

/** Puts axe-core into every frame of the page that does not hold it yet (a new document). */
async function loadAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      const loaded = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
      if (!loaded) await frame.evaluate(AXE_SOURCE);
    } catch {
      // A frame that went away or refuses scripts: AxeBuilder skips it the same way.
    }
  }
}

/**
 * Runs axe-core on every page a spec shows: after each main-frame navigation (full loads and the
 * single-page app's history changes alike), once the page has settled, and on whatever is shown when the
 * spec ends, unless that is exactly what the last audit saw (same document, DOM unchanged since, same
 * scroll, viewport, language, focus and hover). Audits run one at a time; one that a navigation interrupts
 * is replaced by the next page's.
 */
export class PageAuditor {
  /** The auditor watching each page, for specs that audit one part of it (see auditPart). */
  private static readonly byPage = new WeakMap<Page, PageAuditor>();
  private readonly findings = new Map<string, AuditFinding>();
  private readonly audited: string[] = [];
  /** Pages (path, viewport, language) already audited after a navigation: coming back is not audited again. */
  private readonly auditedPages = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private pendingTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Main-frame navigations so far: an audit that fails while one happens was interrupted by it. */
  private navigations = 0;
  /** The state of the page the last audit saw unchanged from start to end, and the navigations before it. */
  private lastAudit: { navigations: number; state: string } | undefined;

  constructor(private readonly page: Page) {}

  start(): void {
    PageAuditor.byPage.set(this.page, this);
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

  /**
   * Audits the elements `selector` matches as they are now (an open dropdown, say) and returns the
   * violations, in the queue with the page audits: axe-core refuses a second run while one is going on.
   */
  static async auditPart(page: Page, selector: string): Promise<Result[]> {
    const auditor = PageAuditor.byPage.get(page);
    if (!auditor) throw new Error('auditPart needs the page of the audited e2e test');
    const run = auditor.chain.then(async () => {
      await loadAxe(page);
      const result = await new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
        .setLegacyMode(true)
        .include(selector)
        .analyze();
      return result.violations;
    });
    auditor.chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
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

  /** True when the page is still exactly as the last audit saw it (nothing new to audit). */
  private async unchangedSinceLastAudit(): Promise<boolean> {
    const last = this.lastAudit;
    if (!last || last.navigations !== this.navigations) return false;
    return (await this.page.evaluate(pageState)) === last.state;
  }

  private async audit(again: boolean): Promise<void> {
    if (this.page.isClosed()) return;
    const navigationsBefore = this.navigations;
    try {
      if (again && (await this.unchangedSinceLastAudit())) return;
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
      await loadAxe(this.page);
      const stateBefore = await this.page.evaluate(pageState);
      // Legacy mode audits inside the page itself; the default mode opens a page of its own for each run.
      // A button still loading after the wait (a slow answer) is dimmed on purpose and left out.
      const result = await new AxeBuilder({ page: this.page, axeSource: AXE_ALREADY_LOADED })
        .setLegacyMode(true)
        .exclude('.ant-btn-loading')
        .analyze();
      // A navigation during the run (a spec leaving for about:blank, a language switch reloading) made
      // axe audit the next document in part or whole, under this page's name: the next page's audit
      // stands instead.
      if (this.navigations !== navigationsBefore) return;
      const stateAfter = await this.page.evaluate(pageState);
      // Only a page that held still for the whole run was audited as it now is.
      this.lastAudit =
        stateAfter === stateBefore && this.navigations === navigationsBefore
          ? { navigations: navigationsBefore, state: stateAfter }
          : undefined;
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
