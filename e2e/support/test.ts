import { test as base, expect } from '@playwright/test';
import { BLOCKING_IMPACTS, describeFindings, PageAuditor } from './axe-audit';
import { type MallServer, startMallServer } from './mall-server';
import { recordedPageEvents, recordPageEvents } from './page-events';

/**
 * The e2e `test`: each worker drives its own server (see startMallServer), which `baseURL` points at; every
 * page a spec shows is audited by axe-core (see PageAuditor), and the spec fails on any violation of
 * serious or critical impact. Specs import `test` and `expect` from here, so new pages are audited
 * without anything to add. A failed spec's report also carries the page's last pointer, click and key
 * events and dialog changes (see recordPageEvents).
 */
export const test = base.extend<object, { mallServer: MallServer }>({
  mallServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startMallServer(workerInfo.workerIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ mallServer }, use) => use(mallServer.url),
  page: [
    async ({ page }, use, testInfo) => {
      await recordPageEvents(page);
      const auditor = new PageAuditor(page);
      auditor.start();
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page events', {
          contentType: 'text/plain',
          body: await recordedPageEvents(page),
        });
      }
      const { findings, audited } = await auditor.finish();
      await testInfo.attach('accessibility', {
        contentType: 'text/plain',
        body: `Audited:\n  ${audited.join('\n  ')}\n\nFindings:\n${describeFindings(findings) || '  none'}\n`,
      });
      const blocking = findings.filter((finding) => BLOCKING_IMPACTS.includes(finding.impact));
      expect(blocking, `accessibility violations:\n${describeFindings(blocking)}`).toEqual([]);
    },
    // The last audits run after the spec: they get their own time instead of eating into the spec's.
    { scope: 'test', timeout: 30_000 },
  ],
});

export { expect };
