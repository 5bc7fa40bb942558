import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken } from '../support/api-sign-in';
import { compact, pdfText } from '../support/pdf-text';
import { signInThroughApi, switchLanguage } from '../support/session';
import { BLOCKING_IMPACTS, PageAuditor } from '../support/axe-audit';
import { localeTree, spaced, type Language, type Tree, within } from '../support/locale-texts';
import { expect, test } from '../support/test';

/** A text by its dotted key. */
function textOf(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, tree);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
}

/**
 * How long an action's answer or a freshly opened list may take to show: on a busy shared machine the
 * answer (after the transaction and its notifications) and the axe audit of each page opened, which runs
 * in the page, can each take longer than the default.
 */
const ACTION_TIMEOUT = 30_000;

/** A phone's width: the order's tables scroll sideways there. */
const PHONE = { width: 390, height: 844 };

/** Audits the whole page as it is now: the serious and critical findings, as text. */
async function blockingFindings(page: Page): Promise<string[]> {
  const found = await PageAuditor.auditPart(page, 'body');
  return found
    .filter((result) => BLOCKING_IMPACTS.includes(result.impact ?? ''))
    .map((result) => `${result.id}: ${result.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function textsOf(language: Language) {
  const cart = localeTree(language, 'cart');
  const demand = localeTree(language, 'demand');
  const common = localeTree(language, 'common');
  return {
    cart: (key: string) => textOf(cart, key),
    demand: (key: string) => textOf(demand, key),
    ok: spaced(textOf(common, 'action.ok')),
    common: (key: string) => textOf(common, key),
  };
}

interface Product {
  id: string;
  name: string;
  styles: { id: string; name: string; onShelf: boolean }[];
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string, params = {}): Promise<T> {
  const answer = await request.get(`${API_BASE}${path}`, { headers: { 'X-Access-Token': token }, params });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

async function apiSend<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put' | 'delete',
  path: string,
  options: { data?: unknown; params?: Record<string, string> },
): Promise<T> {
  const answer = await request[method](`${API_BASE}${path}`, {
    headers: { 'X-Access-Token': token },
    ...options,
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

/** Empties the buyer's cart, so that the spec sees only its own lines. */
async function clearCart(request: APIRequestContext, token: string) {
  const lines = await apiGet<{ id: string }[]>(request, token, '/mall/cart/list');
  if (lines.length === 0) return;
  await apiSend(request, token, 'delete', '/mall/cart/deleteBatch', {
    params: { ids: lines.map((line) => line.id).join(',') },
  });
}

/** Two products of the demo catalogue on the shelves, the first with at least two styles on the shelves. */
async function twoProducts(request: APIRequestContext, token: string): Promise<[Product, Product]> {
  // Other specs add single-style products as they run, and the newest come first: look past them.
  const page = await apiGet<{ records: { id: string }[] }>(request, token, '/mall/product/search', {
    pageSize: 30,
  });
  const found: Product[] = [];
  for (const card of page.records) {
    const product = await apiGet<Product & { onShelf: boolean }>(request, token, '/mall/product/detail', {
      id: card.id,
    });
    if (product.onShelf && product.styles.filter((style) => style.onShelf).length >= 2) found.push(product);
    if (found.length === 2) break;
  }
  expect(found.length, 'two products with two styles in the demo catalogue').toBe(2);
  return found as [Product, Product];
}

/** The path of the staff's demand order list, as the server menu gives it to sales. */
async function staffListPath(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.post(`${API_BASE}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': token },
    data: { client: 'ms' },
  });
  const { result } = (await answer.json()) as { result: { menu: MenuNode[] } };
  type MenuNode = { path: string; component?: string; children?: MenuNode[] };
  const find = (nodes: MenuNode[]): MenuNode | undefined => {
    for (const node of nodes) {
      if (node.component === 'demand/DemandManageList') return node;
      const child = find(node.children ?? []);
      if (child) return child;
    }
    return undefined;
  };
  const entry = find(result.menu);
  expect(entry, 'sales see the demand order management menu').toBeTruthy();
  return `/mall${entry?.path ?? ''}`;
}

/** Places an order for the buyer through the API (the second order sales work on). */
async function orderThroughApi(request: APIRequestContext, token: string, product: Product) {
  const style = product.styles.find((candidate) => candidate.onShelf);
  return apiSend<{ id: string; orderNo: string }>(request, token, 'post', '/mall/demand/submit', {
    data: { items: [{ productId: product.id, styleId: style?.id, quantity: 3 }], memo: 'e2e second order' },
  });
}

/** Adds the product's `styleIndex`th style in `quantity` through the product page. */
async function addThroughDetailPage(page: Page, product: Product, styleIndex: number, quantity: number) {
  await page.goto(`/mall/mall/detail?id=${encodeURIComponent(product.id)}`);
  await page.getByTestId('style-choice').getByRole('radio').nth(styleIndex).check();
  await page.locator('#detail-quantity').fill(String(quantity));
  const added = page.waitForResponse((answer) => answer.url().includes('/mall/cart/add') && answer.ok());
  await page.getByTestId('detail-add-more').click();
  await added;
}

function row(page: Page, scope: 'mine' | 'manage', orderNo: string): Locator {
  return page.getByTestId(`demand-table-${scope}`).getByRole('row').filter({ hasText: orderNo });
}

async function clickAction(page: Page, scope: 'mine' | 'manage', orderNo: string, action: string) {
  await row(page, scope, orderNo).locator(`[data-action="${action}"]`).click();
}

/** Confirms the open confirm dialog with its `button` and waits for the success message. */
async function confirmAndExpect(page: Page, button: string | RegExp, success: string) {
  await page.getByRole('dialog').last().getByRole('button', { name: button }).click();
  await expect(page.getByText(success).first()).toBeVisible({ timeout: ACTION_TIMEOUT });
}

/** The quotation's terms and total label, as the server prints them in each language. */
const QUOTATION_TEXTS = {
  zh: { payment: '付款方式：100% 预付', fob: 'FOB 上海', validity: '报价有效期：30 天', total: '实际总价' },
  en: {
    payment: 'Payment: 100% in advance',
    fob: 'FOB Shanghai',
    validity: 'Quotation valid for 30 days',
    total: 'Total actual price',
  },
} as const;

/** A price as the quotation shows it: thousands grouped, two decimals. */
function grouped(price: string): string {
  return price.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Downloads the order's PDF from its row in the page's language and reads it: the order number, the
 * terms (100% in advance, FOB the port city, valid 30 days) and the order's total actual price.
 */
async function downloadPdf(
  page: Page,
  scope: 'mine' | 'manage',
  order: { orderNo: string; currency: string; actualPrice: string },
  language: Language,
) {
  const download = page.waitForEvent('download');
  await clickAction(page, scope, order.orderNo, 'pdf');
  const bytes = await readFile(await (await download).path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(new Uint8Array(bytes));
  const expected = QUOTATION_TEXTS[language];
  for (const part of [order.orderNo, expected.payment, expected.fob, expected.validity]) {
    expect(text).toContain(compact(part));
  }
  expect(text).toContain(compact(`${expected.total} ${order.currency} ${grouped(order.actualPrice)}`));
}

/** The order as the server has it now (for what its PDF must say). */
async function orderNow(request: APIRequestContext, token: string, id: string) {
  return apiGet<{ orderNo: string; currency: string; actualPrice: string }>(
    request,
    token,
    '/mall/demand/queryById',
    { id },
  );
}

const DAY_MS = 86_400_000;

/** The day a quotation given at `quoteDate` is valid until: 30 days on, as the PDF prints it. */
function validUntilOf(quoteDate: string): string {
  return new Date(Date.parse(quoteDate) + 30 * DAY_MS).toISOString().slice(0, 10);
}

async function newSignedInPage(browser: Browser, account: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, account);
  return page;
}

for (const language of ['zh', 'en'] as const) {
  test(`a demand order from cart to completion, with sales refusing, agreeing, re-pricing and closing (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    // A long journey across two browsers on a shared, busy machine.
    test.setTimeout(300_000);
    const x = textsOf(language);
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const salesToken = await apiToken(request, ACCOUNTS.sales);
    await clearCart(request, buyerToken);
    const [first, second] = await twoProducts(request, buyerToken);

    // The buyer fills the cart from the product pages: two styles of the first product, one of the second.
    await signInThroughApi(page, ACCOUNTS.buyer);
    if (language === 'en') await switchLanguage(page, 'en');
    await addThroughDetailPage(page, first, 0, 2);
    await addThroughDetailPage(page, first, 1, 1);
    await addThroughDetailPage(page, second, 0, 1);

    await page.goto('/mall/mall/shopcart');
    const cart = page.getByTestId('cart-page');
    await expect(cart.getByRole('row')).toHaveCount(4); // header + 3 lines
    await page.getByTestId('cart-submit').click();
    await expect(page.getByText(x.cart('error.noSelection'))).toBeVisible();
    await page.getByTestId('cart-bar').getByRole('checkbox').check();
    await expect(page.getByTestId('cart-selected-count')).toHaveText(
      x.cart('selectedCount').replace('{{count}}', '3'),
    );
    await page.getByTestId('cart-submit').click();

    // Confirm: memo and an expected price below the total (which opens the first price application).
    await expect(page).toHaveURL(/\/mall\/demandConfirm\?cartIds=/);
    // On a phone the confirm page passes the audit (its lines, where they scroll sideways, can be focused).
    const wide = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('confirm-total')).toBeVisible();
    expect(await blockingFindings(page)).toEqual([]);
    await page.setViewportSize(wide);
    const totalText = (await page.getByTestId('confirm-total').textContent()) ?? '';
    const total = Number(totalText.replace(/[^\d.]/g, ''));
    expect(total).toBeGreaterThan(10);
    await page
      .getByLabel(x.demand('field.memo'), { exact: true })
      .fill('Deliver before the end of the month');
    const expectedPrice = page.getByLabel(x.demand('field.expectedPrice'));
    await expectedPrice.fill(String(total + 1));
    await page.getByTestId('confirm-submit').click();
    await expect(page.getByText(x.demand('error.expectedBelowTotal'))).toBeVisible();
    await expectedPrice.fill((Math.floor(total * 0.8 * 100) / 100).toFixed(2));
    await page.getByLabel(x.demand('field.expectedMemo')).fill('Our budget');
    await page.getByTestId('confirm-submit').click();

    await expect(page).toHaveURL(/\/mall\/success\?/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    const orderId = new URL(page.url()).searchParams.get('id') ?? '';
    expect(orderNo).not.toBe('');
    await expect(page.getByTestId('success-order-no')).toContainText(orderNo);
    await page.getByRole('button', { name: x.demand('successPage.viewDetails') }).click();
    await expect(page.getByTestId('demand-order-no')).toHaveText(orderNo);
    // The page change took the focus to the new page's content, not the page's body.
    await expect(page.getByRole('main')).toBeFocused();
    // On a phone: the lines scroll in a named region, and Esc on the replies gives the focus back.
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('region', { name: x.demand('linesLabel') })).toBeVisible();
    const replies = page.getByRole('button', { name: x.demand('action.viewReplies') });
    await replies.focus();
    await page.keyboard.press('Enter');
    const repliesDialog = page.getByRole('dialog');
    await expect(repliesDialog).toBeVisible();
    expect(await blockingFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(repliesDialog).toBeHidden();
    await expect(replies).toBeFocused();
    expect(await blockingFindings(page)).toEqual([]);
    await page.setViewportSize(wide);
    // The detail says until when the quotation is valid: its quote date + 30 days.
    const submitted = await apiGet<{ quoteDate: string }>(request, buyerToken, '/mall/demand/queryById', {
      id: orderId,
    });
    await expect(page.getByTestId('demand-detail').getByTestId('quote-valid-until')).toHaveText(
      validUntilOf(submitted.quoteDate),
    );
    // The submitted lines left the cart.
    expect(await apiGet<unknown[]>(request, buyerToken, '/mall/cart/list')).toEqual([]);

    // Sales, in a second browser, refuse the application with a reply memo.
    const sales = await newSignedInPage(browser, ACCOUNTS.sales);
    if (language === 'en') await switchLanguage(sales, 'en');
    const staffPath = await staffListPath(request, salesToken);
    await sales.goto(staffPath);
    // The order in the detail modal: its fields over its lines, 1200 px wide or the whole screen.
    await clickAction(sales, 'manage', orderNo, 'detail');
    const detailModal = sales.getByRole('dialog', { name: x.demand('modal.detail') });
    await expect(detailModal.getByTestId('demand-order-no')).toHaveText(orderNo);
    // The fields are a table of label and value too: the lines are the one headed by the product name.
    await expect(
      detailModal.getByRole('columnheader', { name: x.demand('field.productName') }),
    ).toBeVisible();
    expect((await detailModal.boundingBox())?.width).toBeLessThanOrEqual(1200);
    await detailModal.getByRole('button', { name: x.common('detail.fullscreen') }).click();
    await expect(
      detailModal.getByRole('button', { name: x.common('detail.exitFullscreen') }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The whole width (less a scroll bar, if any).
    const viewport = sales.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => (await detailModal.boundingBox())?.width ?? 0)
      .toBeGreaterThan(viewport - 20);
    await sales.keyboard.press('Escape');
    await expect(detailModal).toBeHidden();
    await clickAction(sales, 'manage', orderNo, 'refuse');
    await sales
      .getByRole('dialog')
      .getByLabel(x.demand('field.approvalMemo'))
      .fill('Volume too small for this price');
    await sales
      .getByRole('dialog')
      .getByRole('button', { name: spaced(x.demand('action.refuse')) })
      .click();
    await expect(sales.getByText(x.demand('success.refuse')).first()).toBeVisible({
      timeout: ACTION_TIMEOUT,
    });

    // The buyer sees the refusal in the replies and applies again.
    await page.goto('/mall/mall/demandList');
    await expect(row(page, 'mine', orderNo)).toContainText(x.demand('approval.2'), {
      timeout: ACTION_TIMEOUT,
    });
    await clickAction(page, 'mine', orderNo, 'logs');
    await expect(page.getByTestId('demand-logs')).toContainText('Volume too small for this price');
    await page.keyboard.press('Escape');
    await expect(row(page, 'mine', orderNo).locator('[data-action="apply"]')).toHaveText(
      within(x.demand('action.reapply')),
    );
    await clickAction(page, 'mine', orderNo, 'apply');
    const apply = page.getByRole('dialog');
    await apply
      .getByLabel(x.demand('field.expectedPrice'))
      .fill((Math.floor(total * 0.9 * 100) / 100).toFixed(2));
    await apply.getByLabel(x.demand('field.applyMemo')).fill('Meet us halfway');
    await apply.getByRole('button', { name: x.ok }).click();
    await expect(page.getByText(x.demand('success.apply')).first()).toBeVisible({
      timeout: ACTION_TIMEOUT,
    });

    // The corrected application joins the review history: both applications and the reply between
    // them stay, in order, for the buyer and for sales.
    const history = [
      new RegExp(`${x.demand('log.action.apply')}.*Our budget`),
      new RegExp(`${x.demand('log.action.refuse')}.*Volume too small for this price`),
      new RegExp(`${x.demand('log.action.apply')}.*Meet us halfway`),
    ];
    const historyRows = (on: Page) =>
      on
        .getByTestId('demand-logs')
        .locator('tbody tr')
        .filter({ hasText: /Our budget|Volume too small for this price|Meet us halfway/ });
    await clickAction(page, 'mine', orderNo, 'logs');
    await expect(historyRows(page)).toHaveText(history);
    await page.keyboard.press('Escape');

    // Sales agree; the price is then fixed.
    await sales.reload();
    await clickAction(sales, 'manage', orderNo, 'logs');
    await expect(historyRows(sales)).toHaveText(history);
    await sales.keyboard.press('Escape');
    await clickAction(sales, 'manage', orderNo, 'agree');
    await expect(sales.getByRole('dialog').last()).toContainText(x.demand('confirm.agree'));
    await confirmAndExpect(sales, spaced(x.demand('action.agree')), x.demand('success.agree'));

    // The buyer completes the order and downloads its PDF.
    await page.reload();
    await expect(row(page, 'mine', orderNo)).toContainText(x.demand('approval.1'), {
      timeout: ACTION_TIMEOUT,
    });
    await clickAction(page, 'mine', orderNo, 'complete');
    await expect(page.getByRole('dialog').last()).toContainText(x.demand('confirm.complete'));
    await confirmAndExpect(page, spaced(x.demand('action.complete')), x.demand('success.complete'));
    await expect(row(page, 'mine', orderNo)).toContainText(x.demand('status.1'), {
      timeout: ACTION_TIMEOUT,
    });
    const completed = await orderNow(request, buyerToken, orderId);
    expect(completed.actualPrice).toBe((Math.floor(total * 0.9 * 100) / 100).toFixed(2));
    // The list shows the agreed quotation's valid-until day (the agreement renewed the quote date).
    const agreedQuote = await apiGet<{ quoteDate: string }>(request, buyerToken, '/mall/demand/queryById', {
      id: orderId,
    });
    await expect(page.getByRole('columnheader', { name: x.demand('field.validUntil') })).toBeVisible();
    await expect(row(page, 'mine', orderNo).getByTestId('quote-valid-until')).toHaveText(
      validUntilOf(agreedQuote.quoteDate),
    );
    await downloadPdf(page, 'mine', completed, language);

    // Reorder with one product taken down: the others go into the cart, selected; the taken-down one is named.
    await apiSend(request, salesToken, 'put', '/catalogue/product/shelfBatch', {
      data: { ids: [second.id], status: 0 },
    });
    const named = await request.get(`${API_BASE}/mall/demand/queryById`, {
      headers: { 'X-Access-Token': buyerToken, 'Accept-Language': language },
      params: { id: orderId },
    });
    const { items } = (
      (await named.json()) as { result: { items: { productId: string; productName: string }[] } }
    ).result;
    const nameOf = (product: Product) =>
      items.find((item) => item.productId === product.id)?.productName ?? '?';
    await clickAction(page, 'mine', orderNo, 'reorder');
    await expect(page).toHaveURL(/\/mall\/shopcart/, { timeout: ACTION_TIMEOUT });
    const added = page.getByText(x.demand('success.reorder').replace('{{names}}', ''), { exact: false });
    await expect(added.first()).toContainText(nameOf(first));
    const skipped = page.getByText(x.demand('reorderSkipped').replace('{{names}}', ''), { exact: false });
    await expect(skipped.first()).toContainText(nameOf(second));
    await expect(skipped.first()).not.toContainText(nameOf(first));
    await expect(page.getByTestId('cart-selected-count')).toHaveText(
      x.cart('selectedCount').replace('{{count}}', '2'),
    );
    await apiSend(request, salesToken, 'put', '/catalogue/product/shelfBatch', {
      data: { ids: [second.id], status: 1 },
    });
    await clearCart(request, buyerToken);

    // Sales modify the price of another order (live preview by the shared rule), then close it.
    const other = await orderThroughApi(request, buyerToken, second);
    await sales.reload();
    await clickAction(sales, 'manage', other.orderNo, 'modifyPrice');
    const modify = sales.getByRole('dialog');
    await modify.getByLabel(x.demand('field.discountRate'), { exact: true }).fill('0.5');
    await modify.getByLabel(x.demand('field.adjustment'), { exact: true }).fill('-1');
    await expect(modify.getByTestId('modify-preview')).toContainText(x.demand('modify.preview'));
    const detail = await apiGet<{ standardPrice: string; version: number }>(
      request,
      salesToken,
      '/mall/demand/queryById',
      { id: other.id },
    );
    const expected = (Number(detail.standardPrice) * 0.5 - 1).toFixed(2);
    await expect(modify.getByTestId('modify-preview')).toContainText(
      expected.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    await modify.getByRole('button', { name: x.ok }).click();
    await expect(sales.getByText(x.demand('success.modifyPrice')).first()).toBeVisible({
      timeout: ACTION_TIMEOUT,
    });
    await clickAction(sales, 'manage', other.orderNo, 'close');
    await expect(sales.getByRole('dialog').last()).toContainText(x.demand('confirm.close'));
    await confirmAndExpect(sales, spaced(x.demand('action.close')), x.demand('success.close'));
    await expect(row(sales, 'manage', other.orderNo)).toContainText(x.demand('status.2'), {
      timeout: ACTION_TIMEOUT,
    });
    const closed = await orderNow(request, salesToken, other.id);
    expect(closed.actualPrice).toBe(expected);
    await downloadPdf(sales, 'manage', closed, language);
    await sales.context().close();
  });
}
