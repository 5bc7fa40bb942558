import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree, type Language, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

function textsOf(language: Language) {
  const dict = localeTree(language, 'refdata').dict as Record<string, string>;
  const table = localeTree(language, 'editableTable') as Record<string, Record<string, string>>;
  const cellLabel = table.cell?.label as string;
  return {
    addRow: spaced(table.toolbar?.add as string),
    /** A table cell's accessible name: its row (from 1) and its column. */
    cell: (index: number, title: string) =>
      cellLabel.replace('{{index}}', String(index)).replace('{{title}}', title),
    savedChanges: new RegExp(`^${(dict.savedChanges as string).split('：')[0]?.split(':')[0]}`),
    items: dict.items as string,
    addItem: dict.addItem as string,
    itemValue: dict.itemValue as string,
    itemTextZh: dict.itemTextZh as string,
    itemTextEn: dict.itemTextEn as string,
    saved: dict.saved as string,
    refreshCache: dict.refreshCache as string,
    cacheRefreshed: dict.cacheRefreshed as string,
  };
}

test('admin adds a dictionary item in Chinese, sees it in English and refreshes the cache', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const zh = textsOf('zh');
  const en = textsOf('en');
  const value = `e2e${Date.now() % 100_000}`;

  await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/dict' });
  const table = page.getByTestId('dict-table');
  const priorityRow = table.getByRole('row').filter({ hasText: 'priority' });
  await expect(priorityRow).toBeVisible();

  // Add an item to the priority dictionary, in the Chinese interface.
  await priorityRow.getByRole('button', { name: zh.items }).click();
  const drawer = page.getByTestId('dict-items');
  await expect(drawer.getByRole('row').filter({ hasText: '紧急消息' })).toBeVisible();
  // The items are an editable table: a new row at the end, each cell edited on click, then one save.
  const rows = drawer.locator('tbody tr[data-row-key]');
  const before = await rows.count();
  await drawer.getByRole('button', { name: zh.addRow }).click();
  await expect(rows).toHaveCount(before + 1);
  const row = before + 1;
  for (const [title, text] of [
    [zh.itemValue, value],
    [zh.itemTextZh, '测试条目'],
    [zh.itemTextEn, 'Test entry'],
  ] as const) {
    // Outside edit mode a cell is named by its label and then its value: the name starts with the label.
    await drawer.getByRole('button', { name: zh.cell(row, title) }).click();
    await drawer.getByRole('textbox', { name: zh.cell(row, title), exact: true }).fill(text);
  }
  await page.getByTestId('dict-items-save').click();
  await expect(page.getByText(zh.savedChanges).first()).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: value })).toContainText('测试条目');

  // In English (the switch reloads the page) the same item shows its English text.
  await page
    .locator('.ant-drawer-open')
    .getByRole('button', { name: /^(Close|关闭)$/ })
    .click();
  await expect(drawer).toBeHidden();
  await switchLanguage(page, 'en');
  await priorityRow.getByRole('button', { name: en.items }).click();
  const itemRow = drawer.getByRole('row').filter({ hasText: value });
  await expect(itemRow).toContainText('Test entry');
  await expect(drawer.getByRole('row').filter({ hasText: 'Urgent' })).toBeVisible();

  // The cache refresh tells every open client to drop its dictionaries, and says so.
  await page
    .locator('.ant-drawer-open')
    .getByRole('button', { name: /^(Close|关闭)$/ })
    .click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: en.refreshCache }).click();
  await expect(page.getByText(en.cacheRefreshed).first()).toBeVisible();
});
