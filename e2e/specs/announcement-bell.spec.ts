import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { signInThroughApi } from '../support/session';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';

const TEXT = {
  zh: {
    urgent: '紧急消息',
    published: '发布',
    notice: /通知\(\d+\)/,
    ok: /确\s*定/,
    publish: '发布',
    add: /新\s*增/,
  },
  en: {
    urgent: 'Urgent',
    published: 'published',
    notice: /notice\(\d+\)/,
    ok: /OK/,
    publish: 'Publish',
    add: /Add/,
  },
} as const;

/** A signed-in page in its own browser context, in `language`, showing `open`. */
async function signedInPage(
  browser: Browser,
  account: { username: string; password: string },
  language: Language,
  open: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (language === 'en') {
    await page.addInitScript(() =>
      localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null })),
    );
  }
  await signInThroughApi(page, account, { open });
  return page;
}

async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notice-bell').getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? '0');
}

for (const language of ['zh', 'en'] as const) {
  const text = TEXT[language];

  test(`an urgent announcement reaches an open buyer page without a reload and is read from the bell (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Urgent ${language} ${Date.now()}`;

    // The buyer's mall page stays open in its own browser.
    const buyer = await signedInPage(browser, ACCOUNTS.buyer, language, '/mall/mall/index');
    const bell = buyer.getByTestId('notice-bell');
    await expect(bell).toBeVisible();
    const before = await bellCount(buyer);

    // The admin drafts and publishes it from the announcement page.
    if (language === 'en') {
      await page.addInitScript(() =>
        localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null })),
      );
    }
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/annountCement' });
    const table = page.getByTestId('announcement-table');
    await expect(table).toBeVisible();
    await table.getByRole('button', { name: text.add }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox').first().fill(title);
    await form.getByLabel(text.urgent).check();
    await form.locator('textarea').fill('<p>Valve <b>recall</b></p><script>window.hacked=1</script>');
    await form.getByRole('button', { name: text.ok }).click();
    await expect(form).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: text.publish, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.ok }).click();

    // The buyer's open page hears of it: the bell's count goes up and an urgent pop-up shows.
    await expect.poll(() => bellCount(buyer), { timeout: 15_000 }).toBe(before + 1);
    await expect(buyer.getByTestId('notice-count')).toHaveText(before + 1 > 99 ? '99+' : String(before + 1));
    await expect(buyer.locator('.ant-notification-notice').filter({ hasText: title })).toBeVisible();

    await bell.click();
    const popover = buyer.getByTestId('notice-popover');
    await expect(popover.getByRole('tab', { name: text.notice })).toBeVisible();
    const item = popover.getByTestId('notice-item').filter({ hasText: title });
    await expect(item).toContainText(text.urgent);
    await expect(item).toContainText(text.published);
    await item.click();

    // Opened in the notice dialog with the sanitised content, and read: the count goes down.
    const dialog = buyer.getByRole('dialog').filter({ hasText: title });
    await expect(dialog.getByTestId('notice-content')).toContainText('Valve recall');
    expect(await buyer.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect.poll(() => bellCount(buyer)).toBe(before);
    await buyer.context().close();
  });
}
