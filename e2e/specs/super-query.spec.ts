import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { PageAuditor, BLOCKING_IMPACTS } from '../support/axe-audit';
import { chooseOption } from '../support/select';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';

/** The dialog's texts in `language`, from the app's own locale file. */
function textsOf(language: Language) {
  const common = localeTree<Record<string, Record<string, unknown>>>(language, 'common');
  const x = common.superQuery as Record<
    | 'trigger'
    | 'title'
    | 'field'
    | 'rule'
    | 'value'
    | 'save'
    | 'saveName'
    | 'savedOk'
    | 'reset'
    | 'query'
    | 'clear',
    string
  > & { rules: Record<'eq', string> };
  return {
    trigger: x.trigger,
    title: x.title,
    field: `${x.field} 1`,
    rule: `${x.rule} 1`,
    value: `${x.value} 1`,
    username: language === 'zh' ? '用户名' : 'Username',
    eq: x.rules.eq,
    save: x.save,
    saveName: x.saveName,
    savedOk: x.savedOk,
    reset: spaced(x.reset),
    query: spaced(x.query),
    clear: spaced(x.clear),
  };
}

async function openUsers(page: Page, language: Language) {
  await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/user' });
  if (language === 'en') await switchLanguage(page, 'en');
  await expect(page.getByTestId('user-table').locator('tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`saves an advanced query on the users list and reuses it (${language})`, async ({ page }) => {
    const x = textsOf(language);
    await openUsers(page, language);
    const rows = page.getByTestId('user-table').locator('tr.ant-table-row');

    // Opened from the keyboard.
    const trigger = page.getByRole('button', { name: x.trigger });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: x.title });
    await expect(dialog).toBeVisible();

    await chooseOption(page, dialog.getByRole('combobox', { name: x.field }), x.username);
    await expect(dialog.getByRole('combobox', { name: x.rule })).toBeVisible();
    await dialog.getByRole('textbox', { name: x.value }).fill('sales');
    const violations = await PageAuditor.auditPart(page, '.ant-modal');
    expect(violations.filter((item) => BLOCKING_IMPACTS.includes(item.impact ?? ''))).toEqual([]);

    // Saved under a name typed and confirmed with Enter.
    await dialog.getByRole('button', { name: x.save }).press('Enter');
    const name = page.getByRole('textbox', { name: x.saveName });
    await expect(name).toBeFocused();
    await name.fill(`sales-${language}`);
    await name.press('Enter');
    await expect(page.getByText(x.savedOk)).toBeVisible();
    const saved = dialog.getByRole('button', { name: `sales-${language}`, exact: true });
    await expect(saved).toBeVisible();

    // Reset empties the row; the saved query brings it back; Query applies it.
    await dialog.getByRole('button', { name: x.reset }).click();
    await expect(dialog.getByRole('textbox', { name: x.value })).toHaveValue('');
    await saved.press('Enter');
    await expect(dialog.getByRole('textbox', { name: x.value })).toHaveValue('sales');
    await dialog.getByRole('button', { name: x.query }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('sales');
    await expect(trigger).toHaveAttribute('aria-pressed', 'true');

    // Clear ends the query: the whole list again.
    await page.getByRole('button', { name: x.clear }).click();
    await expect(trigger).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
  });
}
