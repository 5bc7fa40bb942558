import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

/** Each monitoring page's path, its title's key, and a text its body shows once the figures arrived. */
const PAGES = [
  ['dashboard', 'dashboard', 'http', 'rps'],
  ['runtime', 'runtime', 'runtime', 'nodeVersion'],
  ['system', 'system', 'system', 'cpuUsage'],
  ['disk', 'disk', 'disk', 'chart'],
  ['httpServer', 'httpServer', 'http', 'openSockets'],
  ['redis', 'redis', 'redis', 'notConfigured'],
  ['database', 'database', 'database', 'slowStatements'],
  ['httpTrace', 'httpTrace', 'trace', 'caption'],
] as const;

for (const language of ['zh', 'en'] as const) {
  test(`the administrator opens each monitoring page and the workplace (${language})`, async ({ page }) => {
    const monitor = localeTree<Record<string, Record<string, string>>>(language, 'monitor');
    const dashboard = localeTree<{ workplace: Record<string, string> }>(language, 'dashboard');
    await signInThroughApi(page, ACCOUNTS.admin);
    await switchLanguage(page, language);
    for (const [path, title, section, key] of PAGES) {
      await page.goto(`/mall/monitor/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: monitor.titles?.[title] })).toBeVisible();
      const shown = page.getByText(monitor[section]?.[key] as string).first();
      // Redis shows its figures where the server has it (CI), else says it is not configured.
      const redisFigures = page.getByText(monitor.redis?.version as string, { exact: true }).first();
      await expect(path === 'redis' ? shown.or(redisFigures) : shown).toBeVisible();
    }
    // The trace lists the requests the pages above made, without their query values.
    await expect(
      page.getByRole('cell', { name: /^\/mall\/serversys\/sys\/actuator\/database\/info/ }).first(),
    ).toBeVisible();
    // Refresh pauses and resumes from the keyboard.
    await page.getByRole('button', { name: monitor.live?.pause }).press('Enter');
    await expect(page.getByRole('button', { name: monitor.live?.resume })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/mall/dashboard/workplace');
    await expect(page.getByRole('heading', { level: 1, name: dashboard.workplace.title })).toBeVisible();
    await expect(page.getByTestId('workplace-pending')).toContainText(
      dashboard.workplace.pendingOrders as string,
    );
  });
}

// On a phone's width the disks and the trace tables scroll sideways in a region the keyboard reaches
// (axe's scrollable-region-focusable, checked on every page shown).
test('the disks and HTTP trace pages scroll their tables in a focusable region at 390 px (zh)', async ({
  page,
}) => {
  const monitor = localeTree<Record<string, Record<string, string>>>('zh', 'monitor');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, ACCOUNTS.admin);
  for (const [path, label] of [
    ['disk', monitor.disk?.chart],
    ['httpTrace', monitor.trace?.caption],
  ] as const) {
    await page.goto(`/mall/monitor/${path}`);
    const region = page.getByRole('region', { name: label as string });
    await expect(region.locator('table')).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
  }
});
