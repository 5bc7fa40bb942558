import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { ENGLISH_INIT, localeTexts as texts, spaced } from '../support/locale-texts';
import { signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

/** Adds a row to an editable table after the 300 ms the table needs between two clicks. */
async function addRow(page: Page, table: Locator, name: string) {
  await page.waitForTimeout(350);
  await table
    .getByRole('toolbar')
    .getByRole('button', { name: spaced(name) })
    .click();
}

for (const language of ['zh', 'en'] as const) {
  test(`online reports (${language}): an administrator defines a report and picks a row from its popup`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const system = texts(language, 'system');
    const common = texts(language, 'common');
    const table = texts(language, 'editableTable');
    const pickers = texts(language, 'pickers');
    const example = texts(language, 'examples');
    const code = `e2e_roles_${language}_${Date.now().toString(36)}`;
    const reportName = language === 'zh' ? `角色报表 ${code}` : `Roles report ${code}`;
    if (language === 'en') await page.addInitScript(ENGLISH_INIT);
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/online/cgreport' });

    // Define the report: its SELECT over the roles view, two columns, the code one a query field.
    await page.getByRole('button', { name: spaced(common('crud.add')) }).click({ timeout: 60_000 });
    const form = page.getByRole('dialog', { name: system('report.addTitle') });
    await form.locator('#reportForm_code').fill(code);
    await form.locator('#reportForm_name').fill(reportName);
    await form.locator('#reportForm_cgrSql').fill('select id, role_code, role_name from report.roles');
    const items = form.getByTestId('report-items');
    const cell = (row: number, key: string) =>
      items.getByRole('textbox', {
        name: table('cell.label', { index: row, title: system(`report.item.${key}`) }),
        exact: true,
      });
    await addRow(page, items, table('toolbar.add'));
    await cell(1, 'fieldName').fill('role_code');
    await cell(1, 'fieldTxt').fill(language === 'zh' ? '角色编码' : 'Role code');
    await items
      .getByRole('checkbox', {
        name: table('cell.label', { index: 1, title: system('report.item.isSearch') }),
        exact: true,
      })
      .check();
    await addRow(page, items, table('toolbar.add'));
    await cell(2, 'fieldName').fill('role_name');
    await cell(2, 'fieldTxt').fill(language === 'zh' ? '角色名称' : 'Role name');
    await form.getByRole('button', { name: spaced(common('action.ok')) }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('report-table')).toContainText(code);

    // Pick from it: the popup input on the report's code fills the form fields from the chosen row.
    await page.goto('/mall/examples/bizPicker');
    const reportCode = page.getByRole('textbox', { name: example('pickers.reportCode'), exact: true });
    await expect(reportCode).toBeVisible({ timeout: 60_000 });
    await reportCode.fill(code);
    await page.getByRole('textbox', { name: 'orgFields', exact: true }).fill('role_name,role_code');
    const input = page.getByRole('textbox', { name: example('pickers.reportInput'), exact: true });
    await input.click();
    const popup = page.getByRole('dialog', { name: reportName });
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('report-selected-count')).toHaveText(
      pickers('report.selected', { count: 0 }),
    );
    await expect(popup.getByRole('button', { name: spaced(pickers('reset')) })).toBeVisible();
    const search = popup.getByRole('search');
    await search.getByRole('textbox').first().fill('sales');
    await search.getByRole('button', { name: spaced(pickers('search')) }).click();
    const rows = popup.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('radio').check();
    await expect(popup.getByTestId('report-selected-count')).toHaveText(
      pickers('report.selected', { count: 1 }),
    );
    // 清空 drops the choice; choosing again and confirming fills the input.
    await popup.getByRole('button', { name: spaced(pickers('report.clear')) }).click();
    await expect(popup.getByTestId('report-selected-count')).toHaveText(
      pickers('report.selected', { count: 0 }),
    );
    await rows.first().getByRole('radio').check();
    await popup.getByRole('button', { name: spaced(pickers('ok')) }).click();
    await expect(popup).toBeHidden();
    await expect(input).toHaveValue('销售');
    await expect(page.getByTestId('picker-value').last()).toContainText('"code":"sales"');
  });
}
