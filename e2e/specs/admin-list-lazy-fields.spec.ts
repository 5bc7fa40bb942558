import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';
import { expectTabThroughEmptyRange } from '../support/pickers';

for (const language of ['zh', 'en'] as const) {
  // The list tables' date renderers load on first use (not with the page): the order list's order-time
  // filter still draws its range picker, which opens and closes; on a phone's width, Tab walks through
  // its two empty dates and out of it.
  test(`the order list's order-time filter draws its range picker, loaded on first use, and lets Tab through (${language}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    if (language === 'en') {
      await page.goto('/mall/user/login');
      await switchLanguage(page, 'en');
    }
    await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/demand/list' });
    const table = page.locator('.ant-pro-table');
    // The first admin page loads its chunks on a busy machine: more than the default wait.
    await expect(table.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    const filter = page.locator('.ant-pro-query-filter');
    const expand = filter.locator('.ant-pro-query-filter-collapse-button');
    if (await expand.isVisible()) await expand.click();
    const range = filter.locator('.ant-picker-range');
    await expect(range).toBeVisible();
    const [begin, end] = [range.locator('input').first(), range.locator('input').nth(1)];
    await begin.click();
    await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
    await expectTabThroughEmptyRange(page, begin, end);
  });
}
