import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses the record `name` in the business picker that `field` opens: looks it up in the query box, checks
 * its row and confirms with `okName` (the picker's OK button).
 */
export async function chooseInBizPicker(page: Page, field: Locator, name: string, okName: string | RegExp) {
  await field.click();
  // The picker is the dialog with a results table (the form that opened it has none).
  const picker = page.getByRole('dialog').filter({ has: page.locator('.ant-table') });
  const query = picker.getByRole('searchbox');
  await query.fill(name);
  await query.press('Enter');
  const row = picker.getByRole('row').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  await row.getByRole(/* a checkbox in several mode, a radio in single */ 'checkbox').check();
  await picker.getByRole('button', { name: okName }).click();
  await expect(picker).toBeHidden();
}

/**
 * From an empty date range's first input, Tab reaches its second and Tab again leaves the range: an empty
 * first date must not take the focus back.
 */
export async function expectTabThroughEmptyRange(page: Page, begin: Locator, end: Locator): Promise<void> {
  // The picker takes the focus back after the browser has moved it: each check waits that moment out.
  const settle = () => page.waitForTimeout(300);
  await begin.focus();
  await expect(begin).toBeFocused();
  await page.keyboard.press('Tab');
  await settle();
  await expect(end).toBeFocused();
  await page.keyboard.press('Tab');
  await settle();
  await expect(begin).not.toBeFocused();
  await expect(end).not.toBeFocused();
}
