import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken, encryptForTransport } from '../support/api-sign-in';
import { signInThroughApi } from '../support/session';
import { localeTree, type Language, type Tree } from '../support/locale-texts';
import { expect, test } from '../support/test';

const at = (tree: Tree, path: string): string => {
  const value = path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key] as Tree, tree);
  if (typeof value !== 'string') throw new Error(`no text ${path}`);
  return value;
};

function textsOf(language: Language) {
  const account = localeTree(language, 'account');
  const shell = localeTree(language, 'shell');
  const common = localeTree(language, 'common');
  const size = { '{{size}}': '2' };
  const fill = (text: string, values: Record<string, string>) =>
    Object.entries(values).reduce((result, [key, value]) => result.replace(key, value), text);
  return {
    siteTitle: at(common, 'app.name'),
    centre: at(shell, 'user.center'),
    base: at(account, 'centre.base'),
    security: at(account, 'centre.security'),
    notification: at(account, 'centre.notification'),
    notImage: fill(at(account, 'avatar.notImage'), size),
    tooLarge: fill(at(account, 'avatar.tooLarge'), size),
    avatarSaved: at(account, 'avatar.saved'),
    avatarRemoved: at(account, 'avatar.removed'),
    /** The upload button while a file is sent: "上传中 42%" / "Uploading 42%". */
    uploading: new RegExp(`^${fill(at(common, 'upload.progress'), { '{{percent}}': '\\d{1,3}' })}$`),
    realname: at(account, 'field.realname'),
    email: at(account, 'field.email'),
    emailInvalid: language === 'zh' ? '邮箱格式不正确' : 'E-mail is not valid',
    saved: at(account, 'myself.saved'),
    passwordTitle: at(account, 'password.title'),
    twoFactorOff: at(account, 'myself.twoFactorOff'),
    desktopUrgent: at(account, 'notify.desktopUrgent'),
    priceApplication: at(account, 'notify.kind.priceApplication'),
    demandSubmitted: at(account, 'notify.kind.demandSubmitted'),
    notifySaved: at(account, 'notify.saved'),
  };
}
const TEXTS: Record<Language, ReturnType<typeof textsOf>> = { zh: textsOf('zh'), en: textsOf('en') };

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** A new staff account with the sales role (it has the account centre), used by this spec alone. */
async function staffUser(request: APIRequestContext, tag: string) {
  const headers = { 'X-Access-Token': await apiToken(request, ACCOUNTS.admin) };
  const roles = await request.get(`${API_BASE}/sys/role/queryall`, { headers });
  const { result } = (await roles.json()) as { result: { id: string; code: string }[] };
  const sales = result.find((role) => role.code === 'sales');
  if (!sales) throw new Error('the sales role is seeded');
  const serial = `${Date.now() % 100_000_000}`.padStart(8, '0');
  const user = { username: `${tag}${serial}`, password: 'Staff#Pass2026' };
  const added = await request.post(`${API_BASE}/sys/user/add`, {
    headers,
    data: {
      ...user,
      password: await encryptForTransport(request, user.password),
      realname: `Staff ${serial}`,
      phone: null,
      email: null,
      status: 1,
      roleIds: [sales.id],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { result: record } = (await added.json()) as { result: { id: string } };
  return { ...user, id: record.id };
}

/** Publishes an urgent notice to one user, as admin, through the API; answers its title. */
async function publishUrgent(request: APIRequestContext, userId: string, title: string) {
  const headers = { 'X-Access-Token': await apiToken(request, ACCOUNTS.admin) };
  const added = await request.post(`${API_BASE}/sys/annountCement/add`, {
    headers,
    data: { titile: title, msgContent: '<p>urgent</p>', priority: 'H', msgType: 'USER', userIds: userId },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { result } = (await added.json()) as { result: { id: string } };
  const published = await request.get(`${API_BASE}/sys/annountCement/doReleaseData`, {
    headers,
    params: { id: result.id },
  });
  expect(published.status(), await published.text()).toBe(200);
}

async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notice-bell').getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? '0');
}

async function signInAs(page: Page, account: { username: string; password: string }, language: Language) {
  if (language === 'en') {
    await page.addInitScript(() => {
      if (!localStorage.getItem('mall__LOCALE'))
        localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null }));
    });
  }
  await signInThroughApi(page, account);
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`account centre (${language})`, () => {
    test.setTimeout(150_000);

    test('the user menu leads to the account centre: avatar, profile, security and notification preferences', async ({
      page,
      request,
    }) => {
      const staff = await staffUser(request, `ac${language}`);
      await signInAs(page, staff, language);
      await page.getByTestId('admin-entry').click();
      await page.getByTestId('user-menu').click();
      await page.getByTestId('personal-center').click();
      await expect(page).toHaveURL(/\/mall\/account\/settings$/);
      await expect(page).toHaveTitle(`${text.centre} · ${text.siteTitle}`);
      const centre = page.getByTestId('account-settings');
      await expect(centre.getByRole('tab', { name: text.base })).toHaveAttribute('aria-selected', 'true');
      await expect(centre.getByTestId('myself-username')).toHaveText(staff.username);

      // Avatar: the browser refuses another type and a picture over 2 MB before sending anything.
      const picker = centre.getByTestId('avatar-field').locator('input[type=file]');
      const uploads: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/sys/common/upload')) uploads.push(sent.url());
      });
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
      await expect(page.getByText(text.notImage)).toBeVisible();
      await picker.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]),
      });
      await expect(page.getByText(text.tooLarge)).toBeVisible();
      expect(uploads).toEqual([]);

      // A picture becomes the avatar at once, in the page and in the header, and stays after a reload. While
      // it is sent (its answer held back here), the button shows the percentage sent.
      let releaseAnswer = () => {};
      const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
      await page.route('**/sys/common/upload', async (route) => {
        const answer = await route.fetch();
        await answerHeld;
        await route.fulfill({ response: answer });
      });
      await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(centre.getByTestId('avatar-upload')).toHaveText(text.uploading);
      releaseAnswer();
      await expect(page.getByText(text.avatarSaved)).toBeVisible();
      await page.unroute('**/sys/common/upload');
      expect(uploads).toHaveLength(1);
      const avatarSrc = /\/mall\/serversys\/sys\/common\/static\/avatar\/[0-9a-f-]{36}\.png$/;
      await expect(centre.getByTestId('avatar-image').locator('img')).toHaveAttribute('src', avatarSrc);
      await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', avatarSrc);
      await page.reload();
      await expect(centre.getByTestId('avatar-image').locator('img')).toHaveAttribute('src', avatarSrc);
      await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', avatarSrc);

      // Profile: a bad e-mail is refused; a new name is saved and greets the user in the header.
      const form = centre.getByTestId('profile-form');
      await form.getByLabel(text.email, { exact: true }).fill('not-an-email');
      await form.getByRole('button').click();
      await expect(form.getByText(text.emailInvalid)).toBeVisible();
      await form.getByLabel(text.email, { exact: true }).fill(`${staff.username}@example.com`);
      const name = `${staff.username} Renamed`;
      await form.getByLabel(text.realname, { exact: true }).fill(name);
      await form.getByRole('button').click();
      await expect(page.getByText(text.saved, { exact: true })).toBeVisible();
      await expect(page.getByTestId('user-welcome')).toContainText(name);

      // Security: the password dialog and two-step verification, the same as in the mall.
      await centre.getByRole('tab', { name: text.security }).click();
      await expect(centre.getByTestId('two-factor-state')).toHaveText(text.twoFactorOff);
      await centre.getByTestId('myself-change-password').click();
      const passwordDialog = page.getByRole('dialog', { name: text.passwordTitle });
      await expect(passwordDialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(passwordDialog).toBeHidden();

      // Notification preferences are kept on the server.
      await centre.getByRole('tab', { name: text.notification }).click();
      const desktop = centre.getByRole('switch', { name: text.desktopUrgent });
      await expect(desktop).toBeChecked();
      await expect(centre.getByRole('checkbox', { name: text.priceApplication })).toBeChecked();
      await desktop.click();
      await centre.getByRole('checkbox', { name: text.demandSubmitted }).uncheck();
      await centre.getByTestId('notify-save').click();
      await expect(page.getByText(text.notifySaved)).toBeVisible();
      const token = await apiToken(request, staff);
      const stored = await request.get(`${API_BASE}/sys/user/notificationSettings`, {
        headers: { 'X-Access-Token': token },
      });
      expect((await stored.json()).result).toEqual({
        desktopUrgent: false,
        systemMessageKinds: ['demandProgress', 'priceApplication'],
      });
      await page.reload();
      await centre.getByRole('tab', { name: text.notification }).click();
      await expect(centre.getByRole('switch', { name: text.desktopUrgent })).not.toBeChecked();
      await expect(centre.getByRole('checkbox', { name: text.demandSubmitted })).not.toBeChecked();

      // Removing the picture.
      await centre.getByRole('tab', { name: text.base }).click();
      await centre.getByTestId('avatar-remove').click();
      await expect(page.getByText(text.avatarRemoved)).toBeVisible();
      await expect(page.getByTestId('user-avatar').locator('img')).toHaveCount(0);
      // The closing audit sees the page once its fading messages are gone.
      await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    });
  });
}

test('the bell pops urgent notices up only while the user wants desktop alerts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const text = TEXTS.zh;
  const staff = await staffUser(request, 'bell');
  const token = await apiToken(request, staff);
  const off = await request.put(`${API_BASE}/sys/user/notificationSettings`, {
    headers: { 'X-Access-Token': token },
    data: { desktopUrgent: false, systemMessageKinds: [] },
  });
  expect(off.status(), await off.text()).toBe(200);

  await signInThroughApi(page, staff, { open: '/mall/account/settings' });
  const centre = page.getByTestId('account-settings');
  await centre.getByRole('tab', { name: text.notification }).click();
  const desktop = centre.getByRole('switch', { name: text.desktopUrgent });
  await expect(desktop).not.toBeChecked();
  const popups = page.locator('.ant-notification-notice');

  // Off: the notice reaches the bell, and nothing pops up.
  const before = await bellCount(page);
  const quiet = `Quiet ${Date.now()}`;
  await publishUrgent(request, staff.id, quiet);
  await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);
  // A pop-up would show as the socket's message arrives, before the bell's list reloads; it fades out
  // after seconds, so this looks once instead of waiting for none.
  await page.waitForTimeout(500);
  expect(await popups.filter({ hasText: quiet }).count()).toBe(0);

  // Turned on in the account centre, the next one pops up at once, without a reload.
  await desktop.click();
  await centre.getByTestId('notify-save').click();
  await expect(page.getByText(text.notifySaved)).toBeVisible();
  const loud = `Loud ${Date.now()}`;
  await publishUrgent(request, staff.id, loud);
  await expect(popups.filter({ hasText: loud })).toBeVisible({ timeout: 15_000 });
  // The closing audit sees the page at rest: the pop-up closed, the fading message gone.
  await popups.filter({ hasText: loud }).locator('.ant-notification-notice-close').click();
  await expect(popups).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});

for (const language of ['zh', 'en'] as const) {
  test(`the exception pages 403, 404 and 500 are reachable and lead back home (${language})`, async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.admin, language);
    // A page outside the menu shows 404; the others are where a link may send the user.
    for (const [path, status] of [
      ['/mall/no/such/page', '404'],
      ['/mall/403', '403'],
      ['/mall/500', '500'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/mall/${status}$`));
      await expect(page.getByText(status, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(` · ${TEXTS[language].siteTitle}$`));
    }
    await page.getByRole('button').click();
    await expect(page).toHaveURL(/\/mall\/mall\/index$/);
  });
}
