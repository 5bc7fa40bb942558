import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { USER_STATUS_OPTIONS, userEntity, UserStatus } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { chooseInBizPicker } from '../support/pickers';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree, type Language, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

function textsOf(language: Language) {
  const system = localeTree(language, 'system').user as Record<string, string>;
  const common = localeTree(language, 'common') as Record<string, Record<string, string>>;
  const crud = common.crud as Record<string, string>;
  return {
    add: crud.add as string,
    username: system.username as string,
    realname: system.realname as string,
    password: system.password as string,
    phone: system.phone as string,
    email: system.email as string,
    roles: system.roleIds as string,
    // The seeded sales role, named in the page's language.
    salesRole: language === 'zh' ? '销售' : 'Sales',
    ok: spaced((common.action as Record<string, string>).ok ?? ''),
    saved: crud.saved as string,
    edit: crud.edit as string,
    freeze: system.freeze as string,
    frozen: USER_STATUS_OPTIONS[UserStatus.frozen][language],
    export: crud.export as string,
    // The kit names an export by the entity's title and the day: 用户20261126.xlsx / Users20261126.xlsx.
    exportFile: new RegExp(`^${userEntity.exportTitle?.[language]}\\d{8}\\.xlsx$`),
    delete: crud.delete as string,
    confirmDelete: crud.confirmDelete as string,
    deleted: crud.deleted as string,
    confirmBatchDelete: crud.confirmBatchDelete as string,
    batchDelete: crud.batchDelete as string,
    usernameTaken: language === 'zh' ? '用户名已存在' : 'This username is already taken',
  };
}
type Texts = ReturnType<typeof textsOf>;
const TEXTS: Record<Language, Texts> = { zh: textsOf('zh'), en: textsOf('en') };

async function openUsers(page: Page, language: 'zh' | 'en') {
  await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/user' });
  if (language === 'en') await switchLanguage(page, 'en');
  // Other specs add users, so the seeded ones may be past page 1: wait for any listed user (the page is
  // a large chunk: on a busy machine its first list comes late).
  await expect(page.getByTestId('user-table').locator('tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
}

async function createUser(page: Page, x: Texts, username: string, phone: string) {
  await page.getByRole('button', { name: x.add }).click();
  const dialog = page.getByRole('dialog');
  // The form opens with the focus on its first field.
  await expect(dialog.getByLabel(x.username)).toBeFocused();
  await dialog.getByLabel(x.username).fill(username);
  await dialog.getByLabel(x.realname).fill(`${username} name`);
  await dialog.getByLabel(x.password).fill('E2e-User#2026');
  await dialog.getByLabel(x.phone).fill(phone);
  await dialog.getByLabel(x.email).fill(`${username}@example.com`);
  // Roles through the role picker: looked up by name, checked, confirmed; the box shows the name.
  await chooseInBizPicker(page, dialog.getByLabel(x.roles), x.salesRole, x.ok);
  await expect(dialog.getByLabel(x.roles)).toHaveValue(x.salesRole);
  await dialog.getByRole('button', { name: x.ok }).click();
  await expect(page.getByText(x.saved).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const language of ['zh', 'en'] as const) {
  test(`admin creates, edits, freezes, exports and deletes a user (${language})`, async ({ page }) => {
    // Many steps on a shared, busy machine: more than the default minute.
    test.setTimeout(120_000);
    const x = TEXTS[language];
    const username = `e2e-${language}-user`;
    await openUsers(page, language);
    const table = page.getByTestId('user-table');
    const row = () => table.getByRole('row').filter({ hasText: username });

    // Create: the new user is listed with its role's name.
    await createUser(page, x, username, language === 'zh' ? '13911110001' : '13911110002');
    await expect(row()).toContainText(x.salesRole);

    // A second user with the same username: the server's answer lands on the username field.
    await page.getByRole('button', { name: x.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(x.username).fill(username);
    await dialog.getByLabel(x.realname).fill('dup');
    await dialog.getByLabel(x.password).fill('E2e-User#2026');
    await dialog.getByRole('button', { name: x.ok }).click();
    await expect(dialog.getByText(x.usernameTaken)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Edit the real name.
    await row().getByRole('button', { name: x.edit }).click();
    await expect(dialog.getByLabel(x.realname)).toHaveValue(`${username} name`);
    await dialog.getByLabel(x.realname).fill(`${username} renamed`);
    await dialog.getByRole('button', { name: x.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(row()).toContainText(`${username} renamed`);

    // Freeze, with confirmation.
    await row().getByRole('button', { name: x.freeze, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: x.freeze, exact: true }).click();
    await expect(row().getByText(x.frozen, { exact: true })).toBeVisible();
    // The confirmation hands focus back to the row's button as it closes: let it close before typing.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Export the current filter: an .xlsx named by the server.
    const usernameFilter = table.getByLabel(x.username);
    await usernameFilter.fill(username);
    await expect(usernameFilter).toHaveValue(username);
    await usernameFilter.press('Enter');
    await expect(table.getByRole('row')).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: x.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(x.exportFile);
    const content = await readFile((await download.path()) ?? '');
    expect(content.subarray(0, 2).toString()).toBe('PK');

    // Delete, with confirmation.
    await row().getByRole('button', { name: x.delete }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: x.confirmDelete });
    await confirm.getByRole('button', { name: x.delete }).click();
    await expect(page.getByText(x.deleted).first()).toBeVisible();
    await expect(row()).toHaveCount(0);
    // The focus stays in the list the deleted row left, not on the page's body.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="user-table"]'))))
      .toBe(true);
  });
}

test('Escape closes the users page’s dialogs, and the add form opens empty again', async ({ page }) => {
  const x = TEXTS.zh;
  const texts = localeTree('zh', 'system').user as Record<string, string>;
  await openUsers(page, 'zh');
  await page.getByTestId('user-table').getByRole('button', { name: texts.resetPassword }).first().click();
  const reset = page.getByRole('dialog');
  await expect(reset.getByLabel(texts.newPassword as string, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reset).toBeHidden();

  await page.getByRole('button', { name: x.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(x.username).fill('escape-typed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: x.add }).click();
  await expect(dialog.getByLabel(x.username)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('admin deletes selected users with one confirmation', async ({ page }) => {
  const x = TEXTS.zh;
  await openUsers(page, 'zh');
  await createUser(page, x, 'e2e-batch-1', '13911110011');
  await createUser(page, x, 'e2e-batch-2', '13911110012');
  const table = page.getByTestId('user-table');
  for (const username of ['e2e-batch-1', 'e2e-batch-2']) {
    await table.getByRole('row').filter({ hasText: username }).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: x.batchDelete }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: x.confirmBatchDelete });
  await confirm.getByRole('button', { name: x.delete }).click();
  await expect(table.getByRole('row').filter({ hasText: 'e2e-batch-' })).toHaveCount(0);
});

test('the users page works 390 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openUsers(page, 'zh');
  await page.getByRole('button', { name: TEXTS.zh.add }).click();
  const dialog = page.getByRole('dialog');
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await expect(dialog.getByLabel(TEXTS.zh.username)).toBeVisible();
});

test('admin resets a user’s password, and the user signs in with the new one', async ({ page }) => {
  test.setTimeout(120_000);
  const x = TEXTS.zh;
  const texts = localeTree('zh', 'system').user as Record<string, string>;
  const username = `e2e-reset-${Date.now() % 100_000}`;
  await openUsers(page, 'zh');
  await createUser(page, x, username, `1391112${String(Date.now() % 10_000).padStart(4, '0')}`);
  const row = page.getByTestId('user-table').getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: texts.resetPassword }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: username });
  await dialog.getByLabel(texts.newPassword as string, { exact: true }).fill('Reset-New#2026');
  await dialog.getByLabel(texts.confirmPassword as string, { exact: true }).fill('Reset-Other#2026');
  await dialog.getByRole('button', { name: x.ok }).click();
  await expect(dialog.getByText(texts.passwordMismatch as string)).toBeVisible();
  await dialog.getByLabel(texts.confirmPassword as string, { exact: true }).fill('Reset-New#2026');
  await dialog.getByRole('button', { name: x.ok }).click();
  await expect(page.getByText(texts.passwordReset as string).first()).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await signInThroughApi(page, { username, password: 'Reset-New#2026' });
});
