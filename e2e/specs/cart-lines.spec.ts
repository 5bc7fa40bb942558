import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { API_BASE, apiToken } from '../support/api-sign-in';
import { signInThroughApi, switchLanguage } from '../support/session';
import { localeTree } from '../support/locale-texts';
import { expect, test } from '../support/test';

type Language = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

/** A text of the app by namespace and dotted key, so that the spec follows wording changes. */
function text(language: Language, namespace: string, key: string): string {
  const tree = localeTree(language, namespace);
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, tree);
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
  return value;
}

/** How long an answer may take to show on a busy shared machine (the axe audit runs in the page too). */
const ACTION_TIMEOUT = 30_000;

interface ProductForm {
  id: string;
  version: number;
  categoryId: string;
  styles: { id: string; name: { zh: string; en: string }; price: string }[];
}

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'delete',
  path: string,
  options: { data?: unknown; params?: Record<string, string | number>; language?: Language } = {},
): Promise<T> {
  const answer = await request[method](`${API_BASE}${path}`, {
    headers: { 'X-Access-Token': token, 'Accept-Language': options.language ?? 'zh' },
    data: options.data,
    params: options.params,
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

/** Empties the buyer's cart, so that the spec sees only its own lines. */
async function clearCart(request: APIRequestContext, token: string) {
  const lines = await api<{ id: string }[]>(request, token, 'get', '/mall/cart/list');
  if (lines.length === 0) return;
  await api(request, token, 'delete', '/mall/cart/deleteBatch', {
    params: { ids: lines.map((line) => line.id).join(',') },
  });
}

/**
 * A product of the spec's own on the shelves with two styles (A 860, B 900), added by sales through the
 * API in the category of a demo product; answers it with the category's name in `language`.
 */
async function newProduct(request: APIRequestContext, salesToken: string, language: Language, code: string) {
  const list = await api<{ records: { categoryId: string; categoryId_dictText: string }[] }>(
    request,
    salesToken,
    'get',
    '/catalogue/product/list',
    { params: { pageNo: 1, pageSize: 1 }, language },
  );
  const category = list.records[0];
  expect(category, 'a demo product to take the category of').toBeTruthy();
  const style = (name: string, price: string) => ({
    name: { zh: `款式${name}`, en: `Style ${name}` },
    spec: '',
    unit: '',
    price,
    currency: 'CNY',
    status: 1,
  });
  const product = await api<ProductForm>(request, salesToken, 'post', '/catalogue/product/add', {
    data: {
      categoryId: category!.categoryId,
      code,
      name: { zh: `购物车测试 ${code}`, en: `Cart test ${code}` },
      model: '',
      brand: '',
      images: [],
      hot: false,
      recommend: false,
      status: 1,
      sortNo: 0,
      scenario: { zh: '', en: '' },
      features: { zh: '', en: '' },
      styles: [style('A', '860'), style('B', '900')],
      parameters: [],
      resources: [],
      accessories: [],
      suites: [],
    },
  });
  return { product, categoryName: category!.categoryId_dictText };
}

const codeOf = (what: string, language: Language) =>
  `E2E-${what}-${language.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;

for (const language of ['zh', 'en'] as const) {
  test(`a price change in the product editor leaves the cart lines valid: they show the new price as updated (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers and the admin editor's large chunks on a busy machine.
    test.setTimeout(180_000);
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const salesToken = await apiToken(request, ACCOUNTS.sales);
    await clearCart(request, buyerToken);
    const { product, categoryName } = await newProduct(
      request,
      salesToken,
      language,
      codeOf('EDIT', language),
    );
    for (const style of product.styles) {
      await api(request, buyerToken, 'post', '/mall/cart/add', {
        data: { productId: product.id, styleId: style.id, quantity: 1 },
      });
    }

    // The buyer opens the confirm page for both lines.
    await signInThroughApi(page, ACCOUNTS.buyer, { open: '/mall/mall/shopcart' });
    if (language === 'en') await switchLanguage(page, 'en');
    await expect(page.getByTestId('cart-page').getByRole('row')).toHaveCount(3); // header + 2 lines
    await page.getByTestId('cart-bar').getByRole('checkbox').check();
    await page.getByTestId('cart-submit').click();
    await expect(page).toHaveURL(/\/mall\/demandConfirm\?cartIds=/);
    await expect(page.getByTestId('confirm-total')).toContainText('1,760.00');

    // Sales change style A's price from 860 to 870 in the editor, which shows the category by its name.
    const sales = await (await browser.newContext()).newPage();
    await signInThroughApi(sales, ACCOUNTS.sales, {
      open: `/mall/catalogue/product/edit?id=${encodeURIComponent(product.id)}`,
    });
    if (language === 'en') await switchLanguage(sales, 'en');
    const form = sales.getByTestId('product-edit');
    await expect(form).toBeVisible({ timeout: ACTION_TIMEOUT });
    await expect(form.locator('.ant-select-content').first()).toHaveText(categoryName, {
      timeout: ACTION_TIMEOUT,
    });
    await expect(form).not.toContainText(product.categoryId);
    await sales.getByRole('tab', { name: text(language, 'catalogue', 'tab.styles') }).click();
    // The styles are an editable table: each cell is named by its row (from 1) and its column.
    const firstPrice = text(language, 'editableTable', 'cell.label')
      .replace('{{index}}', '1')
      .replace('{{title}}', text(language, 'catalogue', 'field.price'));
    await sales.getByTestId('style-rows').getByLabel(firstPrice, { exact: true }).fill('870');
    await sales.getByTestId('product-save').click();
    await expect(sales.getByText(text(language, 'catalogue', 'edit.saved'))).toBeVisible({
      timeout: ACTION_TIMEOUT,
    });
    await sales.context().close();

    // The open confirm page: "updated, please refresh" (not "taken down"), then the lines at the new price.
    const updated = text(language, 'cart', 'state.changed');
    await page.getByTestId('confirm-submit').click();
    await expect(page.getByText(updated).first()).toBeVisible({ timeout: ACTION_TIMEOUT });
    await expect(page.getByTestId('confirm-total')).toContainText('1,770.00');

    // The cart: both lines, the untouched style's too, are marked updated and can still be ordered.
    await page.goto('/mall/mall/shopcart');
    const lines = page.getByTestId('cart-page').getByRole('row');
    await expect(lines).toHaveCount(3);
    await expect(lines.filter({ hasText: updated })).toHaveCount(2);
    await expect(page.getByText(text(language, 'cart', 'state.styleUnavailable'))).toHaveCount(0);
    await expect(lines.filter({ hasText: 'CNY 870.00' })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'CNY 900.00' })).toHaveCount(1);
  });

  test(`the product page refuses a wrong quantity, and a cart line changed to a style in the cart merges with it (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyerToken = await apiToken(request, ACCOUNTS.buyer);
    const salesToken = await apiToken(request, ACCOUNTS.sales);
    await clearCart(request, buyerToken);
    const { product } = await newProduct(request, salesToken, language, codeOf('MERGE', language));
    const [styleA, styleB] = product.styles;

    await signInThroughApi(page, ACCOUNTS.buyer, {
      open: `/mall/mall/detail?id=${encodeURIComponent(product.id)}`,
    });
    if (language === 'en') await switchLanguage(page, 'en');
    const choices = page.getByTestId('style-choice').getByRole('radio');
    await choices.first().check();
    const quantity = page.locator('#detail-quantity');
    // The refusal under the field (a toast says it too).
    const wrong = page.locator('#detail-quantity-error');
    for (const typed of ['-1', '1.5', '1e3', '99999999999']) {
      await quantity.fill(typed);
      await page.getByTestId('detail-add-to-cart').click();
      await expect(wrong).toHaveText(text(language, 'mall', 'detail.badQuantity'));
      // Refused as typed, not corrected.
      await expect(quantity).toHaveValue(typed);
    }
    expect(await api<unknown[]>(request, buyerToken, 'get', '/mall/cart/list')).toEqual([]);

    // Two lines, by keyboard: Space chooses a style, Enter adds to the cart, in the quantity (2 of style A)
    // as on a style (3 of style B).
    const addedToCart = () =>
      page.waitForResponse((answer) => answer.url().includes('/mall/cart/add') && answer.ok());
    await choices.nth(0).focus();
    await page.keyboard.press('Space');
    await expect(choices.nth(0)).toBeChecked();
    await quantity.fill('2');
    let added = addedToCart();
    await quantity.press('Enter');
    await added;
    await quantity.fill('3');
    await choices.nth(1).focus();
    await page.keyboard.press('Space');
    await expect(choices.nth(1)).toBeChecked();
    added = addedToCart();
    await page.keyboard.press('Enter');
    await added;
    await expect(wrong).toHaveCount(0);

    // In the cart, style B's line changed to style A joins style A's line: 5 of style A.
    await page.goto('/mall/mall/shopcart');
    const lines = page.getByTestId('cart-page').getByRole('row');
    await expect(lines).toHaveCount(3);
    const styleOf = text(language, 'cart', 'styleOf').replace('{{name}}', '').trim();
    const lineB = lines.filter({ hasText: styleB!.name[language] });
    await lineB.getByRole('combobox', { name: styleOf }).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(styleA!.name[language], { exact: true })
      .click();
    await expect(page.getByText(text(language, 'cart', 'merged'))).toBeVisible({ timeout: ACTION_TIMEOUT });
    await expect(lines).toHaveCount(2);
    await expect(
      lines.nth(1).getByLabel(text(language, 'cart', 'quantityOf').replace('{{name}}', '').trim()),
    ).toHaveValue('5');
    const cart = await api<{ styleId: string; quantity: number }[]>(
      request,
      buyerToken,
      'get',
      '/mall/cart/list',
    );
    expect(cart.map((line) => [line.styleId, line.quantity])).toEqual([[styleA!.id, 5]]);
  });
}
