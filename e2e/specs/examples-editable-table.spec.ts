import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { ENGLISH_INIT, localeTexts as texts, spaced } from '../support/locale-texts';
import { signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

/** Clicks a table button after the 300 ms the table needs between two of them. */
async function tableButton(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: spaced(name) })
    .click();
}

for (const language of ['zh', 'en'] as const) {
  test(`the editable table example (${language}): add, type, validate, move, delete and save`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const table = texts(language, 'editableTable');
    const example = texts(language, 'examples');
    const column = (key: string) => example(`editableTable.columns.${key}`);
    const cell = (row: number, key: string) =>
      page.getByRole('textbox', {
        name: table('cell.label', { index: row, title: column(key) }),
        exact: true,
      });
    if (language === 'en') await page.addInitScript(ENGLISH_INIT);
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/examples/editableTable' });
    await expect(cell(2, 'name')).toHaveValue('Nut', { timeout: 60_000 });
    await expect(page.getByText(language === 'zh' ? '可编辑表格' : 'Editable table').first()).toBeVisible();

    // Add a row and type into it; the number cell refuses a letter.
    await tableButton(page, table('toolbar.add'));
    await cell(3, 'name').fill('Washer');
    await cell(3, 'code').fill('WS003');
    await cell(3, 'quantity').fill('');
    await cell(3, 'quantity').pressSequentially('5x');
    await expect(cell(3, 'quantity')).toHaveValue('5');
    await cell(3, 'price').fill('1.25');
    await expect(page.locator('[data-statistics="quantity"]')).toHaveText('35');

    // A second new row without a name: saving counts one failure and says why at the cell.
    await tableButton(page, table('toolbar.add'));
    await page.getByRole('button', { name: spaced(example('editableTable.save')) }).click();
    const result = page.getByTestId('etable-result');
    await expect(result).toContainText(example('editableTable.errorCount', { count: 1 }));
    await expect(page.getByText(table('rule.required', { title: column('name') }))).toBeVisible();
    // A repeated name fails the unique rule with the column's own message.
    await cell(4, 'name').fill('Bolt');
    await expect(
      page
        .getByText(example('editableTable.messages.nameUnique').replace('${title}', column('name')))
        .first(),
    ).toBeVisible();
    await cell(4, 'name').fill('Pin');

    // Move the new row up (chosen by keyboard): the sort numbers follow.
    const select = (row: number) => page.getByRole('checkbox', { name: table('selectRow', { index: row }) });
    await select(3).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(table('toolbar.selected', { count: 1 }))).toBeVisible();
    await tableButton(page, table('toolbar.moveUp'));
    await expect(cell(2, 'name')).toHaveValue('Washer');
    await expect(cell(2, 'sortNo')).toHaveValue('2');
    await expect(cell(3, 'sortNo')).toHaveValue('3');
    await tableButton(page, table('toolbar.clearSelection'));

    // A click right after another is refused as too fast; then delete the first saved row.
    await select(1).check();
    await page.waitForTimeout(350);
    await page
      .getByRole('toolbar')
      .getByRole('button', { name: spaced(table('toolbar.moveUp')) })
      .dblclick();
    await expect(page.getByText(table('tooFast'))).toBeVisible();
    await tableButton(page, table('toolbar.delete'));
    await expect(cell(1, 'name')).toHaveValue('Washer');

    await page.getByRole('button', { name: spaced(example('editableTable.save')) }).click();
    await expect(result).toContainText(example('editableTable.errorCount', { count: 0 }));
    await expect(result).toContainText(example('editableTable.deletedIds', { ids: '1001' }));
    const values = JSON.parse((await page.getByTestId('etable-values').textContent()) ?? '[]') as {
      name: string;
      sortNo: number;
      quantity: number;
    }[];
    expect(values.map((row) => [row.name, row.sortNo])).toEqual([
      ['Washer', 1],
      ['Nut', 2],
      ['Pin', 3],
    ]);
    expect(values[0]?.quantity).toBe(5);
  });
}
