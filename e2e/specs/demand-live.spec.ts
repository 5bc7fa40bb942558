import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken } from '../support/api-sign-in';
import { BLOCKING_IMPACTS, describeFindings, PageAuditor } from '../support/axe-audit';
import { signInThroughApi } from '../support/session';
import { localeTexts, spaced, type Language } from '../support/locale-texts';
import { expect, test } from '../support/test';

/** How long a change may take to show on an open page (a second normally; the test machine is shared). */
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

/** A new order of the buyer for one shelved style of the demo catalogue, submitted through the API. */
async function submitOrder(request: APIRequestContext, token: string) {
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
    return api<{ id: string; orderNo: string }>(request, token, 'post', '/mall/demand/submit', {
      data: { items: [{ productId: card.id, styleId: style.id, quantity: 4 }], memo: 'e2e live order' },
    });
  }
  throw new Error('no product on the shelves in the demo catalogue');
}

/** The buyer asks for 80 % of the order's price: an application sales must answer. */
async function applyForDiscount(request: APIRequestContext, token: string, id: string) {
  const order = await api<{ version: number; actualPrice: string }>(
    request,
    token,
    'get',
    '/mall/demand/queryById',
    { params: { id } },
  );
  await api(request, token, 'post', '/mall/priceApply/apply', {
    data: {
      demandId: id,
      version: order.version,
      expectedPrice: (Math.floor(Number(order.actualPrice) * 80) / 100).toFixed(2),
    },
  });
}

/** The path of the staff's demand order list, from the menu the server gives sales. */
async function staffListPath(request: APIRequestContext, token: string): Promise<string> {
  type MenuNode = { path: string; component?: string; children?: MenuNode[] };
  const { menu } = await api<{ menu: MenuNode[] }>(
    request,
    token,
    'post',
    '/sys/permission/getUserPermissionByToken',
    { data: { client: 'ms' } },
  );
  const find = (nodes: MenuNode[]): MenuNode | undefined => {
    for (const node of nodes) {
      if (node.component === 'demand/DemandManageList') return node;
      const child = find(node.children ?? []);
      if (child) return child;
    }
    return undefined;
  };
  const entry = find(menu);
  expect(entry, 'sales see the demand order management menu').toBeTruthy();
  return `/mall${entry?.path ?? ''}`;
}

async function inLanguage(page: Page, language: Language) {
  if (language === 'en') {
    await page.addInitScript(() =>
      localStorage.setItem('mall__LOCALE', JSON.stringify({ value: 'en', expire: null })),
    );
  }
}

/** Records the `update-table` messages the page's table sockets receive. */
function tableUpdatesOf(page: Page): string[] {
  const updates: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/vxeSocket/')) return;
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('update-table')) updates.push(String(payload));
    });
  });
  return updates;
}

/** Marks the window: the mark survives everything but a reload. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { liveMark?: boolean }).liveMark = true));
}

async function stillMarked(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
}

/** Sales signed in in a browser context of their own, with its pages audited like the spec's page. */
async function salesBrowser(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const auditor = new PageAuditor(page);
  auditor.start();
  await inLanguage(page, language);
  await signInThroughApi(page, ACCOUNTS.sales);
  return {
    page,
    /**
     * Waits until the page at `path` has been audited: a change arriving while axe runs would dim the
     * list's reloading buttons under its eyes.
     */
    async audited(path: string) {
      await expect
        .poll(() => auditor.auditedSoFar().some((entry) => entry.startsWith(`${path} `)), { timeout: 60_000 })
        .toBe(true);
    },
    async close() {
      const { findings } = await auditor.finish();
      await context.close();
      const blocking = findings.filter((finding) => BLOCKING_IMPACTS.includes(finding.impact));
      expect(blocking, `accessibility violations:\n${describeFindings(blocking)}`).toEqual([]);
    },
  };
}

for (const language of ['zh', 'en'] as const) {
  test(`sales agree a price and the buyer's open demand list shows it without a reload (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = localeTexts(language, 'demand');
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const salesToken = await apiToken(request, ACCOUNTS.sales);
    const order = await submitOrder(request, buyerToken);
    await applyForDiscount(request, buyerToken, order.id);

    // The buyer's list is open, the application in review.
    await inLanguage(page, language);
    const buyerUpdates = tableUpdatesOf(page);
    await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/demandList' });
    const buyerRow = page
      .getByTestId('demand-table-mine')
      .getByRole('row')
      .filter({ hasText: order.orderNo });
    // A busy machine may take a while to render the first list.
    await expect(buyerRow).toContainText(text('approval.0'), { timeout: 30_000 });
    await markWindow(page);

    // Sales agree in their own browser.
    const sales = await salesBrowser(browser, language);
    const salesUpdates = tableUpdatesOf(sales.page);
    const staffPath = await staffListPath(request, salesToken);
    await sales.page.goto(staffPath);
    await sales.audited(staffPath);
    const staffTable = sales.page.getByTestId('demand-table-manage');
    await staffTable
      .getByRole('row')
      .filter({ hasText: order.orderNo })
      .locator('[data-action="agree"]')
      .click();
    await expect(sales.page.getByRole('dialog').last()).toContainText(text('confirm.agree'));
    await sales.page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: spaced(text('action.agree')) })
      .click();
    // (The success toast is not waited for: it may be gone again on a busy machine.)

    // The buyer's open list shows the agreement: told by the table socket, not by a reload.
    await expect(buyerRow).toContainText(text('approval.1'), { timeout: LIVE_MS });
    await stillMarked(page);
    expect(buyerUpdates.some((update) => update.includes(order.id))).toBe(true);

    // The other way round: a new order of the buyer appears in the sales' open list.
    await markWindow(sales.page);
    const next = await submitOrder(request, buyerToken);
    await expect(staffTable.getByRole('row').filter({ hasText: next.orderNo })).toBeVisible({
      timeout: LIVE_MS,
    });
    await stillMarked(sales.page);
    expect(salesUpdates.some((update) => update.includes(next.id))).toBe(true);
    await sales.close();
  });
}
