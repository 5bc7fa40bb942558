import type { Page } from '@playwright/test';
import { checkRuleEntity, fillRuleEntity } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { ENGLISH_INIT, localeTexts as texts, spaced } from '../support/locale-texts';
import { signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

const suffix = Date.now().toString(36);

async function openList(page: Page, path: string, testId: string) {
  await signInThroughApi(page, ACCOUNTS.admin, { open: path });
  const table = page.getByTestId(testId);
  await expect(table.locator('tr.ant-table-row, .ant-empty').first()).toBeVisible({ timeout: 60_000 });
  return table;
}

for (const language of ['zh', 'en'] as const) {
  test(`check and fill rules (${language}): two steps refuse a value; a fill rule generates the next value`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const rules = texts(language, 'rules');
    const common = texts(language, 'common');
    const table = texts(language, 'editableTable');
    const checkLabel = (field: keyof typeof checkRuleEntity.fields) =>
      checkRuleEntity.fields[field]?.title[language] ?? '';
    const fillLabel = (field: keyof typeof fillRuleEntity.fields) =>
      fillRuleEntity.fields[field]?.title[language] ?? '';
    if (language === 'en') await page.addInitScript(ENGLISH_INIT);

    // A check rule of two steps, typed into the editable table in order.
    const checkCode = `e2e_${suffix}_${language}`;
    const checkTable = await openList(page, '/mall/system/checkRule', 'check-rule-table');
    await page.getByRole('button', { name: spaced(common('crud.add')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(checkLabel('ruleName'), { exact: true }).fill(`E2E ${language}`);
    await dialog.getByLabel(checkLabel('ruleCode'), { exact: true }).fill(checkCode);
    const cell = (row: number, key: 'digits' | 'pattern' | 'message') =>
      dialog.getByRole('textbox', {
        name: table('cell.label', { index: row, title: rules(`checkRule.${key}`) }),
        exact: true,
      });
    for (const [row, digits, pattern, message] of [
      [1, '1', '^[A-Z]$', 'first-capital'],
      [2, '*', '^.{4,}$', 'four-or-more'],
    ] as const) {
      await page.waitForTimeout(350);
      await dialog
        .getByRole('toolbar')
        .getByRole('button', { name: spaced(table('toolbar.add')) })
        .click();
      await cell(row, 'digits').fill(digits);
      await cell(row, 'pattern').fill(pattern);
      await cell(row, 'message').fill(message);
    }
    await dialog.getByRole('button', { name: spaced(common('action.ok')) }).click();
    await expect(page.getByText(common('crud.saved')).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // Values tried on the rule: each refused by its first failing step, then one that passes.
    const row = checkTable.locator('tr.ant-table-row', { hasText: checkCode });
    await row.getByRole('button', { name: spaced(rules('checkRule.try')) }).click();
    const tryDialog = page.getByRole('dialog');
    const value = tryDialog.getByLabel(rules('checkRule.tryValue'), { exact: true });
    const tryButton = tryDialog.getByRole('button', { name: spaced(rules('checkRule.try')) });
    await value.fill('abcd');
    await tryButton.click();
    await expect(tryDialog.getByText('first-capital')).toBeVisible();
    await value.fill('Abc');
    await tryButton.click();
    await expect(tryDialog.getByText('four-or-more')).toBeVisible();
    await value.fill('Abcd');
    await tryButton.click();
    await expect(tryDialog.getByTestId('check-value-passed')).toHaveText(
      rules('checkRule.tryPassed', { value: 'Abcd' }),
    );
    await tryDialog.getByRole('button', { name: spaced(common('action.cancel')) }).click();

    // A fill rule: prefix, today's date (UTC), separator and a three-digit counter.
    const fillCode = `e2e_${suffix}_${language}`;
    const fillTable = await openList(page, '/mall/system/fillRule', 'fill-rule-table');
    await page.getByRole('button', { name: spaced(common('crud.add')) }).click();
    const fillDialog = page.getByRole('dialog');
    await fillDialog.getByLabel(fillLabel('ruleName'), { exact: true }).fill(`E2E ${language}`);
    await fillDialog.getByLabel(fillLabel('ruleCode'), { exact: true }).fill(fillCode);
    await fillDialog.getByLabel(rules('fillRule.prefix'), { exact: true }).fill('E2E');
    await fillDialog.getByLabel(rules('fillRule.separator'), { exact: true }).fill('-');
    await fillDialog.getByLabel(rules('fillRule.width'), { exact: true }).fill('3');
    await fillDialog.getByRole('button', { name: spaced(common('action.ok')) }).click();
    await expect(fillDialog).toBeHidden();

    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const fillRow = fillTable.locator('tr.ant-table-row', { hasText: fillCode });
    for (const counter of ['001', '002']) {
      await fillRow.getByRole('button', { name: spaced(rules('fillRule.generate')) }).click();
      await expect(page.getByTestId('fill-rule-value')).toHaveText(`E2E${day}-${counter}`);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: spaced(common('action.ok')) })
        .click();
      await expect(page.getByTestId('fill-rule-value')).toBeHidden();
    }
  });
}
