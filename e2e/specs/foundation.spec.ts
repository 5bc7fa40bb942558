import { ACCOUNTS } from '../support/accounts';
import { signIn, signInThroughApi, switchLanguage } from '../support/session';
import { expect, test } from '../support/test';

const HAN = /[\u4e00-\u9fff]/;

test('without a session every page leads to the login page with a redirect back', async ({ page }) => {
  await page.goto('/mall/system/user');
  await expect(page).toHaveURL(/\/mall\/user\/login\?redirect=%2Fsystem%2Fuser/);
  await expect(page.locator('#username')).toBeVisible();
});

test('admin signs in, uses the server menu and the users list, switches language, browses the mall, signs out', async ({
  page,
}) => {
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      policyViolations.push(message.text());
  });
  // A violation the page caught (an `eval` probe in a try block) logs nothing but still raises this event.
  await page.exposeFunction('reportPolicyViolation', (text: string) => policyViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await signIn(page, ACCOUNTS.admin);

  // The main index page is the mall home, with demo products from /mall/home.
  await expect(page).toHaveURL(/\/mall\/mall\/index$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // Into the admin shell: the side menu is the server's menu tree.
  // The admin entry opens the first admin page of the menu; the system group leads to the users page.
  await page.getByTestId('admin-entry').click();
  await expect(page).not.toHaveURL(/\/mall\/mall\//);
  const menu = page.getByRole('menu').first();
  await expect(menu.getByText('首页')).toBeVisible();
  await menu.getByText('系统管理').click();
  await menu.getByText('用户管理').click();
  await expect(page).toHaveURL(/\/mall\/system\/user$/);

  // The users list comes from the server with paging (newest first: other specs' users may fill the first
  // page, so no particular account is looked for here).
  const table = page.getByTestId('user-table');
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  // One row per account: the cell holding exactly the user name (role names, e.g. "Sales", also hold it).
  const accountRow = (username: string) =>
    page
      .getByTestId('user-table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  // The total text counts the tenant's users (other specs may have added some).
  await expect(table.locator('.ant-pagination-total-text')).toHaveText(/1-\d+/);
  // Other specs add users, so a seeded account is found by the list's username filter.
  await page.getByLabel('用户名', { exact: true }).fill('buyer');
  await page.getByLabel('用户名', { exact: true }).press('Enter');
  await expect(accountRow('buyer')).toHaveCount(1);

  // English, then back to Chinese; the choice survives the reload.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('menu').first().getByText('Users', { exact: true })).toBeVisible();
  await expect(page.getByRole('menu').first().getByText('System Management')).toBeVisible();
  await expect(accountRow('buyer')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('menu').first().getByText('Users', { exact: true })).toBeVisible();

  // The mall home in English shows English product names.
  await page.getByRole('menu').first().getByText('Home Page').click();
  await expect(page).toHaveURL(/\/mall\/mall\/index$/);
  const firstCard = page.getByTestId('product-card').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard).not.toHaveText(HAN);

  await switchLanguage(page, 'zh');
  await expect(page.getByTestId('product-card').first()).toHaveText(HAN);

  // Sign out from the admin shell, with confirmation.
  await page.goto('/mall/system/user');
  await expect(page.getByRole('menu').first().getByText('用户管理')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page).toHaveURL(/\/mall\/user\/login/);

  // The session is gone: the admin page asks for a login again.
  await page.goto('/mall/system/user');
  await expect(page).toHaveURL(/\/mall\/user\/login\?redirect=/);

  // Everything above ran under the app's content security policy without a violation.
  expect(policyViolations).toEqual([]);
});

test('a buyer sees only the mall menus and cannot open the users page', async ({ page }) => {
  await signInThroughApi(page, ACCOUNTS.buyer);
  await expect(page).toHaveURL(/\/mall\/mall\/index$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('admin-entry')).toHaveCount(0);

  // The users page is someone else's: 403.
  await page.goto('/mall/system/user');
  await expect(page).toHaveURL(/\/mall\/403$/);

  // The 403 page leads back to the main index page, where the mall header signs out after a confirmation.
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/mall\/mall\/index$/);
  await page.getByTestId('mall-logout').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/mall\/user\/login/);
});

test('a wrong password keeps the user on the login page with a message', async ({ page }) => {
  await page.goto('/mall/user/login');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.locator('.ant-notification-notice')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/mall\/user\/login/);
  await expect(page.getByTestId('login-submit')).toBeEnabled();

  // The same in English: the page and the server's message follow the language switch.
  await switchLanguage(page, 'en');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.locator('.ant-notification-notice').last()).toContainText(
    'Incorrect username or password',
  );
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await signInThroughApi(page, ACCOUNTS.sales, { open: '/mall/no/such/page' });
  await expect(page).toHaveURL(/\/mall\/404$/);
  await expect(page.getByText('404').first()).toBeVisible();
});
