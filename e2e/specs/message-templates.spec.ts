import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken } from '../support/api-sign-in';
import { localeTexts, spaced, within, type Language } from '../support/locale-texts';
import { signInThroughApi } from '../support/session';
import { expectReadableTable } from '../support/table-layout';
import { expect, test } from '../support/test';

/** How long news may take to show on an open page (a second normally; the test machine is shared). */
const LIVE_MS = 15_000;

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  options: { data?: unknown; params?: Record<string, string | number> } = {},
): Promise<T> {
  const answer = await request[method](`${API_BASE}${path}`, {
    headers: { 'X-Access-Token': token },
    ...options,
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

interface Order {
  id: string;
  orderNo: string;
  version: number;
  actualPrice: string;
  applyId: string | null;
}

/** A new order of the buyer for one shelved style of the demo catalogue, with an expected price if given. */
async function submitOrder(
  request: APIRequestContext,
  token: string,
  expectedShare?: number,
): Promise<Order> {
  const found = await api<{ records: { id: string }[] }>(request, token, 'get', '/mall/product/search', {
    params: { pageSize: 10 },
  });
  for (const card of found.records) {
    const product = await api<{ onShelf: boolean; styles: { id: string; onShelf: boolean }[] }>(
      request,
      token,
      'get',
      '/mall/product/detail',
      { params: { id: card.id } },
    );
    const style = product.onShelf ? product.styles.find((candidate) => candidate.onShelf) : undefined;
    if (!style) continue;
    const { id } = await api<{ id: string }>(request, token, 'post', '/mall/demand/submit', {
      data: { items: [{ productId: card.id, styleId: style.id, quantity: 5 }], memo: 'e2e news' },
    });
    const order = await api<Order>(request, token, 'get', '/mall/demand/queryById', { params: { id } });
    if (expectedShare === undefined) return order;
    await api(request, token, 'post', '/mall/priceApply/apply', {
      data: {
        demandId: id,
        version: order.version,
        expectedPrice: (Math.floor(Number(order.actualPrice) * expectedShare * 100) / 100).toFixed(2),
      },
    });
    return api<Order>(request, token, 'get', '/mall/demand/queryById', { params: { id } });
  }
  throw new Error('no product on the shelves in the demo catalogue');
}

async function inLanguage(page: Page, language: Language) {
  if (language === 'en') {
    await page.addInitScript(() =>
      localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null })),
    );
  }
}

async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notice-bell').getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? '0');
}

for (const language of ['zh', 'en'] as const) {
  test(`sales agree a price and re-price another order; the buyer's open list marks both, reading clears them (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const demand = localeTexts(language, 'demand');
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const salesToken = await apiToken(request, ACCOUNTS.sales);
    const agreed = await submitOrder(request, buyerToken, 0.8);
    const repriced = await submitOrder(request, buyerToken);

    // The buyer's list is open: nothing new about either order yet.
    await inLanguage(page, language);
    await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/demandList' });
    const table = page.getByTestId('demand-table-mine');
    const rowOf = (order: Order) => table.locator('tbody tr').filter({ hasText: order.orderNo });
    await expect(rowOf(repriced)).toBeVisible({ timeout: 30_000 });

    // The list reads at every width: every column and action on a desktop, fewer columns on a phone.
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReadableTable(table);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await expectReadableTable(table, { actionsMayScroll: true })).toBeLessThanOrEqual(5);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The order time filter: a range before today's orders finds none, a range around today finds them.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const filterOrderTime = async (begin: string, end: string) => {
      const picker = page.locator('.ant-picker-range');
      await picker.locator('input').first().click();
      await picker.locator('input').first().fill(begin);
      await picker.locator('input').first().press('Enter');
      await picker.locator('input').last().fill(end);
      await picker.locator('input').last().press('Enter');
      await page.getByRole('button', { name: language === 'zh' ? spaced('查询') : 'Query' }).click();
    };
    await page.getByText(language === 'zh' ? '展开' : 'Expand', { exact: true }).click();
    await filterOrderTime('2020-01-01', '2020-01-31');
    await expect(table.getByText(demand('empty'))).toBeVisible();
    await expect(rowOf(repriced)).toHaveCount(0);
    await filterOrderTime(day(-1), day(1));
    await expect(rowOf(repriced)).toBeVisible();
    await expect(rowOf(agreed)).toBeVisible();

    await expect(rowOf(agreed).getByTestId('demand-unread')).toHaveCount(0);
    await expect(rowOf(repriced).getByTestId('demand-unread')).toHaveCount(0);
    const bellBefore = await bellCount(page);
    await page.evaluate(() => ((window as unknown as { newsMark?: boolean }).newsMark = true));

    // Sales agree to the application of one order and change the price of the other.
    await api(request, salesToken, 'post', '/mall/priceApply/agree', {
      data: { id: agreed.applyId, version: agreed.version },
    });
    await api(request, salesToken, 'post', '/mall/demand/modifyPrice', {
      data: { id: repriced.id, version: repriced.version, discountRate: '0.9' },
    });

    // The open list marks both orders, and the bell counts two more, without a reload.
    await expect(rowOf(agreed).getByTestId('demand-unread')).toHaveText(demand('news.marker'), {
      timeout: LIVE_MS,
    });
    await expect(rowOf(repriced).getByTestId('demand-unread')).toHaveText(demand('news.marker'), {
      timeout: LIVE_MS,
    });
    await expect.poll(() => bellCount(page), { timeout: LIVE_MS }).toBe(bellBefore + 2);
    // A status cell with several marks wraps them: the actions stay whole.
    await page.setViewportSize({ width: 1024, height: 900 });
    await expectReadableTable(table);
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await page.evaluate(() => (window as unknown as { newsMark?: boolean }).newsMark)).toBe(true);

    // The bell's item of the agreement opens that order's detail page and is read.
    await page.getByTestId('notice-bell').click();
    const popover = page.getByTestId('notice-popover');
    const systemTab = popover.getByRole('tab', { name: language === 'zh' ? /系统消息/ : /system message/ });
    // A click while the popover is still appearing may only focus the tab: clicked until it is selected.
    await expect(async () => {
      await systemTab.click();
      await expect(systemTab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass();
    await popover.getByTestId('notice-item').filter({ hasText: agreed.orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`/mall/demandDetail\\?id=${agreed.id}$`));
    await expect(page.getByText(agreed.orderNo).first()).toBeVisible();
    await expect.poll(() => bellCount(page), { timeout: LIVE_MS }).toBe(bellBefore + 1);

    // Back in the list the agreed order has no news left; the re-priced one still has until its detail opens.
    await page.getByRole('button', { name: within(demand('action.back')) }).click();
    await expect(rowOf(repriced).getByTestId('demand-unread')).toBeVisible();
    await expect(rowOf(agreed).getByTestId('demand-unread')).toHaveCount(0);
    await rowOf(repriced).locator('[data-action="detail"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(repriced.orderNo);
    await dialog.getByRole('button', { name: /close|关闭/i }).click();
    await expect(rowOf(repriced).getByTestId('demand-unread')).toHaveCount(0, { timeout: LIVE_MS });
    await expect.poll(() => bellCount(page), { timeout: LIVE_MS }).toBe(bellBefore);
  });

  test(`admin edits a message template and test-sends it to the buyer (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = localeTexts(language, 'messageTemplate');
    const common = localeTexts(language, 'common');
    const pickers = localeTexts(language, 'pickers');
    const stamp = `${language}${Date.now() % 100_000}`;

    await inLanguage(page, language);
    await signInThroughApi(page, ACCOUNTS.admin, { open: '/mall/system/messageTemplate' });
    const table = page.getByTestId('message-template-table');
    const row = table.getByRole('row').filter({ hasText: 'demand_completed' });
    await expect(row).toBeVisible({ timeout: 30_000 });

    // Edit the titles of the completion message in both languages.
    await row.getByRole('button', { name: spaced(common('crud.edit')) }).click();
    const form = page.getByRole('dialog').filter({ hasText: text('form.editTitle') });
    await expect(form.getByLabel(text('fields.templateCode'))).toHaveValue('demand_completed');
    await form.getByLabel(text('fields.titleZh')).fill(`需求单 \${orderNo} 已完成 ${stamp}`);
    await form.getByLabel(text('fields.titleEn')).fill(`Order \${orderNo} completed ${stamp}`);
    await form.getByRole('button', { name: spaced(common('action.ok')) }).click();
    await expect(form).toBeHidden();
    await expect(row).toContainText(stamp);

    // Test-send it to the buyer with values that carry markup.
    await row.getByRole('button', { name: spaced(text('send.action')) }).click();
    const send = page.getByRole('dialog').filter({ hasText: text('send.title') });
    // The receivers come from the user picker, searched by username on the server.
    await send.getByRole('button', { name: spaced(pickers('choose')) }).click();
    const picker = page.getByRole('dialog', { name: pickers('user.title') });
    await picker.getByLabel(pickers('user.searchLabel')).fill('buyer');
    await picker.getByLabel(pickers('user.searchLabel')).press('Enter');
    await picker
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'buyer', exact: true }) })
      .getByRole('checkbox')
      .check();
    await picker.getByRole('button', { name: spaced(pickers('ok')) }).click();
    await expect(picker).toBeHidden();
    await expect(send.getByLabel(text('send.receiver'))).toHaveValue('采购员');
    await send.getByLabel(text('send.testData')).fill(
      JSON.stringify({
        orderNo: `<b>T-${stamp}</b>`,
        operator: 'QA',
        currency: 'CNY',
        actualPrice: '1.00',
      }),
    );
    await send.getByRole('button', { name: spaced(text('send.ok')) }).click();
    await expect(page.getByText(text('send.sent', { count: 1 }))).toBeVisible();
    await expect(send).toBeHidden();
    // The pointer leaves the spot where the dialog's button was (a hovered button is paler: not what is audited).
    await page.mouse.move(0, 0);

    // The buyer has it: the title as text, the content with the value escaped.
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const bell = await api<{ sysMsgList: { id: string; titile: string }[] }>(
      request,
      buyerToken,
      'get',
      '/sys/annountCement/listByUser',
    );
    const item = bell.sysMsgList.find((entry) => entry.titile.includes(`<b>T-${stamp}</b>`));
    expect(item?.titile).toMatch(new RegExp(`${stamp}$`));
    const message = await api<{ msgContent: string }>(
      request,
      buyerToken,
      'get',
      '/sys/annountCement/queryById',
      {
        params: { id: item?.id ?? '' },
      },
    );
    expect(message.msgContent).toContain(`&lt;b&gt;T-${stamp}&lt;/b&gt;`);
    expect(message.msgContent).not.toContain(`<b>T-${stamp}`);

    // The admin lists read on a desktop with every action whole, and on a phone without squeezed columns.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectReadableTable(table);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mall/system/role');
    await expectReadableTable(page.getByTestId('role-table'), { actionsMayScroll: true });
  });
}
