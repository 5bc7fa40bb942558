import type { APIRequestContext, Page } from '@playwright/test';
import { OrgCategory, PositionRank } from '@mall/shared';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken, encryptForTransport } from '../support/api-sign-in';
import { ENGLISH_INIT, localeTexts, type Language, spaced } from '../support/locale-texts';
import { chooseInBizPicker } from '../support/pickers';
import { signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

function textsOf(language: Language) {
  const system = localeTexts(language, 'system');
  const account = localeTexts(language, 'account');
  const common = localeTexts(language, 'common');
  return {
    username: system('user.username'),
    positions: system('user.positionIds'),
    edit: common('crud.edit'),
    saved: common('crud.saved'),
    // antd puts a space between the two characters of a two-character Chinese button label.
    ok: spaced(common('action.ok')),
    departs: system('addressBook.departs'),
    realname: system('addressBook.realname'),
    search: spaced(system('addressBook.search')),
    privacy: account('centre.privacy'),
    hidePhone: account('privacy.hidePhone'),
    privacySave: account('privacy.save'),
    privacySaved: account('privacy.saved'),
  };
}

/**
 * Through the API as admin: a position (Chinese and English names), a department and a staff member (sales
 * role, with a phone) in it, all used by this spec alone.
 */
async function fixtures(request: APIRequestContext, language: Language) {
  const headers = { 'X-Access-Token': await apiToken(request, ACCOUNTS.admin) };
  const serial = `${Date.now() % 100_000_000}`.padStart(8, '0');
  const post = async <T>(path: string, data: object) => {
    const answer = await request.post(`${API_BASE}${path}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { result: T }).result;
  };
  const position = {
    code: `ab-${language}-${serial}`,
    name: `通讯录职务${serial}`,
    nameEn: `Directory post ${serial}`,
  };
  await post('/sys/position/add', { ...position, postRank: PositionRank.staff, postLevel: 1 });
  const depart = await post<{ id: string }>('/sys/sysDepart/add', {
    name: { zh: `通讯录部门${serial}`, en: `Directory dept ${serial}` },
    orgCategory: OrgCategory.company,
  });
  const roles = await request.get(`${API_BASE}/sys/role/queryall`, { headers });
  const { result: roleList } = (await roles.json()) as { result: { id: string; code: string }[] };
  const sales = roleList.find((role) => role.code === 'sales');
  if (!sales) throw new Error('the sales role is seeded');
  const user = {
    username: `ab${language}${serial}`,
    password: 'Staff#Pass2026',
    realname: `AB ${language} ${serial}`,
    phone: `${language === 'zh' ? '136' : '135'}${serial}`,
  };
  await post('/sys/user/add', {
    ...user,
    password: await encryptForTransport(request, user.password),
    email: `${user.username}@example.com`,
    status: 1,
    roleIds: [sales.id],
    departIds: [depart.id],
  });
  return {
    user,
    positionName: language === 'zh' ? position.name : position.nameEn,
    departName: language === 'zh' ? `通讯录部门${serial}` : `Directory dept ${serial}`,
  };
}

async function signInAs(page: Page, account: { username: string; password: string }, open: string) {
  await signInThroughApi(page, account, { open });
}

/** Chooses `departName` in the department tree with the keyboard: arrows move through it, Enter chooses. */
async function chooseByKeyboard(page: Page, departName: string) {
  const tree = page.getByTestId('address-book-tree');
  await tree.getByRole('tree').focus();
  const active = tree.locator('.ant-tree-treenode-active');
  for (let step = 0; step < 300; step += 1) {
    if ((await active.count()) > 0 && (await active.innerText()).includes(departName)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toContainText(departName);
  await page.keyboard.press('Enter');
  await expect(tree.locator('.ant-tree-node-selected')).toHaveText(departName);
}

/** The address book's row of `realname` once its department is chosen in the tree (by mouse or keyboard). */
async function findInAddressBook(
  page: Page,
  x: ReturnType<typeof textsOf>,
  departName: string,
  realname: string,
  by: 'mouse' | 'keyboard',
) {
  const tree = page.getByTestId('address-book-tree');
  await expect(tree.getByText(departName)).toBeVisible({ timeout: 30_000 });
  if (by === 'mouse') await tree.getByText(departName).click();
  else await chooseByKeyboard(page, departName);
  const table = page.getByTestId('address-book-table');
  // The name filter narrows it further, submitted with Enter.
  const nameFilter = page.getByLabel(x.realname, { exact: true });
  await nameFilter.fill(realname);
  await nameFilter.press('Enter');
  const row = table.locator('tr.ant-table-row', { hasText: realname });
  await expect(row).toHaveCount(1);
  await expect(table.locator('tr.ant-table-row')).toHaveCount(1);
  return row;
}

for (const language of ['zh', 'en'] as const) {
  test(`a position given in the user editor shows in the address book, and a hidden phone leaves it (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const x = textsOf(language);
    const { user, positionName, departName } = await fixtures(request, language);
    if (language === 'en') await page.addInitScript(ENGLISH_INIT);

    // The user editor: the position is chosen in the business picker; the list shows it.
    await signInAs(page, ACCOUNTS.admin, '/mall/system/user');
    const users = page.getByTestId('user-table');
    await expect(users.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    const usernameFilter = users.getByLabel(x.username);
    await usernameFilter.fill(user.username);
    await usernameFilter.press('Enter');
    const userRow = users.getByRole('row').filter({ hasText: user.username });
    await expect(userRow).toHaveCount(1);
    await userRow.getByRole('button', { name: x.edit }).click();
    const dialog = page.getByRole('dialog');
    // The editor is filled with the user's record before its fields are used, as a person sees it.
    await expect(dialog.getByLabel(x.username)).toHaveValue(user.username);
    await chooseInBizPicker(page, dialog.getByLabel(x.positions), positionName, x.ok);
    await expect(dialog.getByLabel(x.positions)).toHaveValue(positionName);
    await dialog.getByRole('button', { name: x.ok }).click();
    await expect(page.getByText(x.saved).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userRow).toContainText(positionName);

    // The address book: under the department, with position and phone.
    await page.goto('/mall/addressBook');
    const entry = await findInAddressBook(page, x, departName, user.realname, 'mouse');
    await expect(entry).toContainText(positionName);
    await expect(entry).toContainText(departName);
    await expect(entry).toContainText(user.phone);

    // The person hides their phone in the personal centre's privacy tab.
    await signInAs(page, user, '/mall/account/settings');
    const centre = page.getByTestId('account-settings');
    await centre.getByRole('tab', { name: x.privacy }).click();
    const hide = centre.getByRole('switch', { name: x.hidePhone });
    await expect(hide).not.toBeChecked();
    await hide.click();
    await centre.getByRole('button', { name: x.privacySave }).click();
    await expect(page.getByText(x.privacySaved).first()).toBeVisible();

    // Colleagues (this staff member too: sales may read the address book) no longer see it.
    await page.goto('/mall/addressBook');
    const hidden = await findInAddressBook(page, x, departName, user.realname, 'keyboard');
    await expect(hidden).toContainText(positionName);
    await expect(hidden).not.toContainText(user.phone);
  });
}
