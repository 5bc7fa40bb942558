import { ACCOUNTS } from '../support/accounts';
import { BLOCKING_IMPACTS, PageAuditor } from '../support/axe-audit';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Texts = {
  title: string;
  range: Record<string, string>;
  kpi: Record<string, string>;
  charts: Record<string, string>;
};

const isAnalysis = (url: string) => url.includes('/dashboard/analysis?');

for (const language of ['zh', 'en'] as const) {
  test(`sales reads the analysis dashboard and changes its range (${language})`, async ({ page }) => {
    const text = localeTree<Texts>(language, 'dashboard');
    await signInThroughApi(page, ACCOUNTS.sales);
    await switchLanguage(page, language);
    const first = page.waitForResponse((response) => isAnalysis(response.url()));
    await page.goto('/mall/dashboard/analysis');
    expect((await first).status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    for (const key of ['orders', 'amount', 'approval', 'reply']) {
      await expect(page.getByTestId(`kpi-${key}`)).toBeVisible();
    }
    await expect(page.getByTestId('kpi-orders')).toContainText(text.kpi.orders as string);
    // The demo data holds a month of orders: every chart is drawn and named.
    for (const title of ['ordersPerDay', 'ordersByStatus', 'applications', 'topByQuantity', 'topCustomers']) {
      const chart = page.getByRole('img', { name: text.charts[title] as string, exact: true });
      await expect(chart).toBeVisible();
      await expect(chart.locator('canvas')).toHaveCount(1);
    }

    // A preset range asks the server again, for the new dates.
    const before = new URL((await first).url()).searchParams.get('from');
    const again = page.waitForResponse(
      (response) => isAnalysis(response.url()) && new URL(response.url()).searchParams.get('from') !== before,
    );
    await page.getByPlaceholder(text.range.start as string).click();
    // The open calendar (neighbouring months' days, month and year buttons) passes the audit too.
    const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await expect(calendar).toBeVisible();
    const violations = await PageAuditor.auditPart(page, '.ant-picker-dropdown');
    expect(violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))).toEqual([]);
    await page.getByText(text.range.last7 as string, { exact: true }).click();
    expect((await again).status()).toBe(200);
    await expect(page.getByTestId('kpi-orders')).toBeVisible();
  });
}

test('the analysis page fits a 390 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/dashboard/analysis' });
  await expect(page.getByTestId('kpi-orders')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
