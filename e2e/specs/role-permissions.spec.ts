import { roleEntity } from '@mall/shared';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE } from '../support/api-sign-in';
import { storedToken } from '../support/server-session';
import { chooseInBizPicker } from '../support/pickers';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTexts, localeTree, spaced } from '../support/locale-texts';
import { expect, test } from '../support/test';

const access = localeTree('zh', 'access') as Record<string, Record<string, string>>;
const system = localeTree('zh', 'system') as Record<string, Record<string, string>>;
const common = localeTree('zh', 'common') as Record<string, Record<string, string>>;
const role = access.role as Record<string, string>;
const grant = access.grant as Record<string, string>;
const user = system.user as Record<string, string>;
const crud = common.crud as Record<string, string>;
// The form's labels are the shared definition's field titles.
const label = (field: 'roleName' | 'roleNameEn' | 'roleCode') => roleEntity.fields[field].title.zh;
// antd puts a space between the two characters of a two-character Chinese button label.
const okButton = spaced(common.action?.ok ?? '');

const suffix = Date.now().toString(36);
const ROLE_NAME = `审计员${suffix}`;
const ROLE_NAME_EN = `Auditor ${suffix}`;
const ROLE_CODE = `e2e_auditor_${suffix}`;
const USERNAME = `e2e-auditor-${suffix}`;
const PASSWORD = 'E2e-User#2026';
const NEW_MENU = `新菜单${suffix}`;

/** The node of the permission tree titled `title`, and the `n`-th node after it (its buttons follow it). */
function treeNode(tree: Locator, title: string, after = 0): Locator {
  const node = tree.locator('.ant-tree-treenode').filter({ hasText: new RegExp(`^${title}$`) });
  return after === 0 ? node : node.locator(`xpath=following-sibling::*[${after}]`);
}

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
}

test('admin grants a role a subset of menus and buttons; its user sees exactly that subset (zh, menu in en)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/role' });

  // 1. A new role.
  const table = page.getByTestId('role-table');
  // The first admin page loads its chunk on a busy machine: more than the default wait.
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: crud.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: okButton }).click();
  // Validation speaks before anything is sent.
  await expect(dialog.getByText(role.roleNameRequired as string)).toBeVisible();
  await dialog.getByLabel(label('roleName')).fill(ROLE_NAME);
  await dialog.getByLabel(label('roleNameEn')).fill(ROLE_NAME_EN);
  await dialog.getByLabel(label('roleCode')).fill('9bad');
  await expect(dialog.getByText(role.roleCodeInvalid as string)).toBeVisible();
  await dialog.getByLabel(label('roleCode')).fill(ROLE_CODE);
  await dialog.getByRole('button', { name: okButton }).click();
  await expect(page.getByText(crud.saved as string).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // 2. Its grants: the Roles page with its List and Export buttons, and a menu added just now (the
  // administrator role holds every entry, new ones included, so admin may grant it).
  const added = await page.request.post(`${API_BASE}/sys/permission/add`, {
    headers: { 'X-Access-Token': await storedToken(page) },
    data: {
      menuType: 0,
      parentId: null,
      name: { zh: NEW_MENU, en: `New menu ${suffix}` },
      url: `/e2e-${suffix}`,
      component: 'layouts/RouteView',
      componentName: null,
      redirect: null,
      icon: 'appstore',
      i18nKey: null,
      sortNo: -1,
      hidden: false,
      alwaysShow: false,
      isRoute: true,
      keepAlive: false,
      internalOrExternal: false,
      perms: null,
      permsType: '1',
      status: '1',
      description: null,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await table.getByRole('textbox').first().fill(ROLE_NAME);
  await table.getByRole('textbox').first().press('Enter');
  const row = table.locator('tr.ant-table-row', { hasText: ROLE_CODE });
  await expect(row).toHaveCount(1);
  // The list names the role in the UI's language: Chinese here, English below.
  await expect(row).toContainText(ROLE_NAME);
  await expect(row).not.toContainText(ROLE_NAME_EN);
  await row.getByRole('button', { name: role.authorize }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('role-permission-tree') });
  const tree = page.getByTestId('role-permission-tree');
  await expect(treeNode(tree, '角色管理')).toBeVisible();
  // Buttons of the Roles page, in order: list, add, edit, delete, export, authorize.
  await treeNode(tree, '角色管理', 1).locator('.ant-tree-checkbox').click();
  await treeNode(tree, '角色管理', 5).locator('.ant-tree-checkbox').click();
  await expect(treeNode(tree, '角色管理').locator('.ant-tree-checkbox-indeterminate')).toHaveCount(1);
  await treeNode(tree, NEW_MENU).locator('.ant-tree-checkbox').click();
  await expect(treeNode(tree, NEW_MENU).locator('.ant-tree-checkbox-checked')).toHaveCount(1);
  await drawer.getByRole('button', { name: grant.saveAndClose }).click();
  await expect(page.getByText(grant.saved as string).first()).toBeVisible();

  // 3. A new user holding the role, made on the users page. A role grants only in its own tenant; the
  // server always puts a new user in the creator's acting tenant (the default one, picked at sign-in).
  await page.goto('/mall/system/user');
  await expect(page.getByTestId('user-table').locator('tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: crud.add }).click();
  const userDialog = page.getByRole('dialog');
  await userDialog.getByLabel(user.username as string).fill(USERNAME);
  await userDialog.getByLabel(user.realname as string).fill('审计员');
  await userDialog.getByLabel(user.password as string).fill(PASSWORD);
  await chooseInBizPicker(page, userDialog.getByLabel(user.roleIds as string), ROLE_NAME, okButton);
  await userDialog.getByRole('button', { name: okButton }).click();
  await expect(page.getByText(crud.saved as string).first()).toBeVisible();
  await expect(userDialog).toBeHidden();

  // 4. The new user sees the Roles page and only the buttons granted.
  await signOut(page);
  await signInThroughApi(page, { username: USERNAME, password: PASSWORD }, { open: '/mall/system/role' });
  const own = page.getByTestId('role-table');
  await expect(own.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: crud.export })).toBeVisible();
  await expect(page.getByRole('button', { name: crud.add })).toHaveCount(0);
  await expect(own.getByRole('button', { name: role.authorize })).toHaveCount(0);
  await expect(own.getByRole('button', { name: crud.edit })).toHaveCount(0);
  await expect(own.getByRole('button', { name: crud.delete })).toHaveCount(0);
  const menu = page.locator('.ant-pro-sider, .ant-pro-top-nav-header').first();
  await expect(menu.getByText('角色管理')).toBeVisible();
  for (const hidden of ['用户管理', '菜单管理', '部门管理', '租户管理']) {
    await expect(menu.getByText(hidden)).toHaveCount(0);
  }
  // A page outside the grants does not open: the guard sends it to /403 (a path that is no page, to /404).
  await page.goto('/mall/system/user');
  await expect(page).toHaveURL(/\/mall\/403$/);
  await expect(page.getByTestId('user-table')).toHaveCount(0);

  // 5. The same menu in English.
  await page.goto('/mall/system/role');
  await switchLanguage(page, 'en');
  const enMenu = page.locator('.ant-pro-sider, .ant-pro-top-nav-header').first();
  await expect(enMenu.getByText('Roles', { exact: true })).toBeVisible();
  await expect(enMenu.getByText('System Management')).toBeVisible();
  await expect(enMenu.getByText('Users', { exact: true })).toHaveCount(0);
  await expect(enMenu.getByText('Menus', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  const enRow = page.getByTestId('role-table').locator('tr.ant-table-row', { hasText: ROLE_CODE });
  await expect(enRow).toContainText(ROLE_NAME_EN);
  await expect(enRow).not.toContainText(ROLE_NAME);
  // The name filter finds the role by its English name too.
  const enTable = page.getByTestId('role-table');
  await enTable.getByRole('textbox').first().fill(ROLE_NAME_EN);
  await enTable.getByRole('textbox').first().press('Enter');
  await expect(enTable.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(enRow).toHaveCount(1);
});

for (const language of ['zh', 'en'] as const) {
  test(`a tenant administrator is offered none of the platform's pages, and is told 403 at their address (${language}, 390 px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shell = localeTexts(language, 'shell');
    const access = localeTexts(language, 'access');
    const platformPages =
      language === 'zh' ? ['网关路由', '菜单管理', '系统监控'] : ['Gateway routes', 'Menus', 'Monitoring'];
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page, ACCOUNTS.tenantAdmin, { open: '/mall/system/role' });
    if (language === 'en') await switchLanguage(page, 'en');

    // The permission tree of a role offers only what the tenant's administrator may grant.
    const table = page.getByTestId('role-table');
    await expect(table.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await table
      .locator('tr.ant-table-row')
      .first()
      .getByRole('button', { name: access('role.authorize') })
      .click();
    const tree = page.getByTestId('role-permission-tree');
    await expect(treeNode(tree, language === 'zh' ? '角色管理' : 'Roles')).toBeVisible();
    for (const title of platformPages) await expect(treeNode(tree, title)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(tree).toBeHidden();

    // The platform's pages answer 403 at their address (a made-up address 404).
    for (const path of ['/mall/system/gatewayRoute', '/mall/system/permission', '/mall/monitor/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/mall\/403$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
        shell('exception.title403'),
      );
    }
    await page.goto('/mall/system/nothing-here');
    await expect(page).toHaveURL(/\/mall\/404$/);
  });
}
