import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { BLOCKING_IMPACTS, PageAuditor } from '../support/axe-audit';
import { signInThroughApi } from '../support/session';
import { localeTexts as texts, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

/** The open picker dialog has no serious or critical accessibility violation. */
async function expectAccessibleDialog(page: Page) {
  const violations = await PageAuditor.auditPart(page, '.ant-modal-root');
  expect(violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))).toEqual([]);
}

const SEEDED = {
  zh: { department: '销售部', role: '销售' },
  en: { department: 'Sales Department', role: 'Sales' },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`the pickers (${language}): department and business pickers by keyboard, and in the user editor`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const p = texts(language, 'pickers');
    const example = texts(language, 'examples');
    const system = texts(language, 'system');
    const seeded = SEEDED[language];
    const ok = spaced(p('ok'));
    if (language === 'en')
      await page.addInitScript(() => {
        if (!localStorage.getItem('mall__LOCALE'))
          localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null }));
      });
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/examples/departPicker' });

    // Department picker: opened from the keyboard; nothing chosen is refused; a name is searched on Enter.
    const departBox = page.getByRole('textbox', { name: example('pickers.departInput'), exact: true });
    await expect(departBox).toBeVisible({ timeout: 60_000 });
    await departBox.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const departPicker = page.getByRole('dialog', { name: p('depart.title') });
    await expect(departPicker).toBeVisible();
    await departPicker.getByRole('button', { name: ok }).click();
    await expect(page.getByText(p('depart.required'))).toBeVisible();
    const search = departPicker.getByRole('searchbox', { name: p('depart.searchLabel') });
    await search.fill(seeded.department);
    await search.press('Enter');
    await departPicker
      .locator('.ant-tree-treenode', { hasText: seeded.department })
      .locator('.ant-tree-checkbox')
      .click();
    await expect(departPicker.getByTestId('depart-picker-chosen')).toContainText(seeded.department);
    await expectAccessibleDialog(page);
    await departPicker.getByRole('button', { name: ok }).press('Enter');
    await expect(departBox).toHaveValue(seeded.department);

    // Business picker: looked up on Enter, one record chosen, listed as selected, then confirmed.
    await page.goto('/mall/examples/bizPicker');
    const bizBox = page.getByRole('textbox', { name: example('pickers.bizSelect'), exact: true });
    await expect(bizBox).toBeVisible({ timeout: 60_000 });
    await bizBox.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const bizPicker = page.getByRole('dialog').last();
    const query = bizPicker.getByRole('searchbox', { name: p('biz.queryLabel') });
    await query.fill(seeded.role);
    await query.press('Enter');
    const results = bizPicker.getByRole('region', { name: p('biz.resultsLabel') });
    await results.getByRole('row').filter({ hasText: seeded.role }).first().getByRole('radio').check();
    await expect(bizPicker.getByRole('region', { name: p('biz.selectedLabel') })).toContainText(seeded.role);
    await expectAccessibleDialog(page);
    await bizPicker.getByRole('button', { name: ok }).click();
    await expect(bizBox).toHaveValue(seeded.role);
    // A popup input whose field lists differ in length opens nothing and says so.
    await page.getByRole('textbox', { name: 'destFields', exact: true }).fill('name');
    await page.getByRole('textbox', { name: example('pickers.popupInput'), exact: true }).click();
    await expect(page.getByText(p('biz.configMismatch'))).toBeVisible();

    // The user editor chooses departments through the department picker.
    await page.goto('/mall/system/user');
    await page.getByRole('button', { name: spaced(texts(language, 'common')('crud.add')) }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: system('user.departIds'), exact: true }).click();
    const formPicker = page.getByRole('dialog', { name: p('depart.title') });
    await formPicker.getByRole('searchbox').fill(seeded.department);
    await formPicker.getByRole('searchbox').press('Enter');
    await formPicker
      .locator('.ant-tree-treenode', { hasText: seeded.department })
      .locator('.ant-tree-checkbox')
      .click();
    await formPicker.getByRole('button', { name: ok }).click();
    await expect(form.getByRole('textbox', { name: system('user.departIds'), exact: true })).toHaveValue(
      seeded.department,
    );
  });
}
